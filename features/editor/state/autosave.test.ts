import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitions } from '@/features/blocks';
import { draftContentOf, isBlankHeadline, shownSaveKind } from './draft-payload';
import { createPendingFields } from './pending-fields';
import type { SectionContent } from './section-content';

describe('every field saves a moment after typing stops, through one timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the newest value of every field 800 ms after the last keystroke anywhere, once', () => {
    const taken: string[] = [];
    const idle = vi.fn();
    const fields = createPendingFields(800, () => {
      fields.flush();
      idle();
    });
    fields.change('h:content', () => taken.push('P'));
    vi.advanceTimersByTime(500);
    fields.change('h:content', () => taken.push('Parken'));
    vi.advanceTimersByTime(500);
    // Another block's field typed into restarts the same timer.
    fields.change('t:content', () => taken.push('<p>Shuttle</p>'));
    vi.advanceTimersByTime(799);
    expect(idle).not.toHaveBeenCalled();
    expect(fields.size).toBe(2);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(taken).toEqual(['Parken', '<p>Shuttle</p>']);
    expect(fields.size).toBe(0);
  });

  it('flushes at once (a save, leaving the field or the page) and drops a cancelled field', () => {
    const taken: string[] = [];
    const idle = vi.fn();
    const fields = createPendingFields(800, idle);
    fields.change('a', () => taken.push('a'));
    fields.change('b', () => taken.push('b'));
    fields.drop('b');
    expect(fields.flush()).toBe(true);
    expect(taken).toEqual(['a']);
    expect(fields.flush()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('the save state tells the truth', () => {
  it('says saved only when nothing is typed or changed since the server confirmed', () => {
    expect(shownSaveKind('saved', { typing: false, dirty: false })).toBe('saved');
    expect(shownSaveKind('saved', { typing: true, dirty: false })).toBe('unsaved');
    expect(shownSaveKind('saved', { typing: false, dirty: true })).toBe('unsaved');
    expect(shownSaveKind('saving', { typing: true, dirty: true })).toBe('saving');
    expect(shownSaveKind('error', { typing: true, dirty: false })).toBe('error');
  });
});

describe('a new headline is empty until typed into', () => {
  it('leaves a blank headline out of the draft and keeps everything else', () => {
    const blank = { ...definitions.headline.create({ id: 'b', content: '-' }), content: '' };
    const typed = definitions.headline.create({ id: 'h', content: 'Parken am Nordtor' });
    const text = definitions.text.create({ id: 't' });
    const content: SectionContent = {
      settings: { layout: '100', extra_class: '', image: null, variant: 'default' },
      columns: [{ classes: '', children: [blank, typed, text] }],
    };
    expect(isBlankHeadline(blank)).toBe(true);
    expect(isBlankHeadline({ ...blank, content: '  ' })).toBe(true);
    expect(isBlankHeadline(typed)).toBe(false);
    expect(draftContentOf(content).columns[0].children.map((b) => b.id)).toEqual(['h', 't']);
    // The draft stays valid for the server's schema.
    for (const block of draftContentOf(content).columns[0].children)
      expect(definitions[block.kind].schema.safeParse(block).success).toBe(true);
  });
});
