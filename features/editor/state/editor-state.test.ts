import { beforeEach, describe, expect, it, vi } from 'vitest';
import { definitions } from '@/features/blocks';
import {
  duplicateBlock,
  findBlock,
  insertBlock,
  moveBlock,
  removeBlock,
  stepBlock,
  withLayout,
  type SectionContent,
} from './section-content';
import { fromBerlinLocal, toBerlinLocal } from './berlin-time';
import { diffBlocks } from './version-diff';
import { createSectionStore, isDirty } from './section-store';

const headline = definitions.headline.create({ id: 'h', content: 'Die Mühle' });
const text = definitions.text.create({ id: 't', content: '<p>Seit 1742</p>' });
const quote = definitions.quote.create({ id: 'q', content: 'Wer mahlt, der mahlt.' });
const twoColumns = (): SectionContent => ({
  settings: { layout: '50-50', extra_class: '', image: null, variant: 'default' },
  columns: [
    { classes: '', children: [headline, text] },
    { classes: '', children: [quote] },
  ],
});

describe('section content operations', () => {
  it('inserts, removes, moves and steps blocks, crossing into the neighbouring column at the edge', () => {
    const content = twoColumns();
    expect(findBlock(insertBlock(content, definitions.text.create({ id: 'n' }), { column: 1, index: 0 }), 'n')).toEqual(
      { column: 1, index: 0 },
    );
    expect(findBlock(removeBlock(content, 't'), 't')).toBeNull();
    expect(findBlock(moveBlock(content, 'h', { column: 1, index: 1 }), 'h')).toEqual({ column: 1, index: 1 });
    expect(stepBlock(content, 't', 1)?.to).toEqual({ column: 1, index: 0 });
    expect(stepBlock(content, 'h', 1)?.to).toEqual({ column: 0, index: 1 });
    expect(stepBlock(content, 'h', -1)).toBeNull();
    expect(content.columns[0].children.map((b) => b.id)).toEqual(['h', 't']);
  });

  it('duplicates a block right after itself with a fresh id', () => {
    const copy = duplicateBlock(twoColumns(), 'q').columns[1].children;
    expect(copy).toHaveLength(2);
    expect(copy[1]).toMatchObject({ kind: 'quote', content: 'Wer mahlt, der mahlt.' });
    expect(copy[1].id).not.toBe('q');
  });

  it('changes the column layout without losing a block', () => {
    const one = withLayout(twoColumns(), '100');
    expect(one.settings.layout).toBe('100');
    expect(one.columns.map((c) => c.children.map((b) => b.id))).toEqual([['h', 't', 'q']]);
    const three = withLayout(twoColumns(), '25-50-25');
    expect(three.columns.map((c) => c.children.map((b) => b.id))).toEqual([['h', 't'], ['q'], []]);
  });
});

describe('dates in the edit modal are Berlin wall-clock time', () => {
  it('shows an instant as Berlin time and reads Berlin time back with its offset, summer and winter', () => {
    expect(toBerlinLocal('2026-07-01T10:00:00Z')).toBe('2026-07-01T12:00');
    expect(toBerlinLocal('2026-12-01T10:00:00.000Z')).toBe('2026-12-01T11:00');
    expect(fromBerlinLocal('2026-07-01T12:00')).toBe('2026-07-01T12:00:00+02:00');
    expect(fromBerlinLocal('2026-12-01T11:00')).toBe('2026-12-01T11:00:00+01:00');
    // The first hour after the spring change.
    expect(fromBerlinLocal('2026-03-29T03:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(new Date(fromBerlinLocal('2026-12-01T11:00')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(fromBerlinLocal('not a date')).toBe('');
  });
});

describe('section history (docs/requirements.md §4 backups per section slug)', () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
      removeItem: (k: string) => data.delete(k),
    });
  });

  it('undoes and redoes changes and keeps them across a reload until saved', () => {
    const section = { slug: 'page-1-section-1', version: '4', content: twoColumns() };
    const store = createSectionStore('de', section);
    store.getState().apply((c) => removeBlock(c, 'q'));
    store.getState().apply((c) => removeBlock(c, 't'));
    expect(isDirty(store.getState())).toBe(true);
    store.temporal.getState().undo();
    expect(findBlock(store.getState().content, 't')).not.toBeNull();

    // A reload: the same section, same version, builds its store again from the tab's storage.
    const reloaded = createSectionStore('de', section);
    expect(findBlock(reloaded.getState().content, 'q')).toBeNull();
    expect(findBlock(reloaded.getState().content, 't')).not.toBeNull();
    reloaded.temporal.getState().undo();
    expect(findBlock(reloaded.getState().content, 'q')).not.toBeNull();
    reloaded.temporal.getState().redo();
    expect(findBlock(reloaded.getState().content, 'q')).toBeNull();

    // Someone saved the draft meanwhile (a newer revision): the backup of the older one is not restored.
    expect(findBlock(createSectionStore('de', { ...section, version: '9' }).getState().content, 'q')).not.toBeNull();
  });

  it('keeps the history across an autosave (saving is no undo step) and across the reload after it', () => {
    const section = { slug: 'page-2-section-1', version: '1', content: twoColumns() };
    const store = createSectionStore('de', section);
    store.getState().apply((c) => removeBlock(c, 'q'));
    store.getState().saved(store.getState().content, '2');
    expect(isDirty(store.getState())).toBe(false);
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    const reloaded = createSectionStore('de', { ...section, version: '2', content: store.getState().content });
    reloaded.temporal.getState().undo();
    expect(findBlock(reloaded.getState().content, 'q')).not.toBeNull();
    expect(isDirty(reloaded.getState())).toBe(true);
  });

  it('keeps the history when a save sent on leaving reached the server but its answer did not reach the tab', () => {
    const section = { slug: 'page-3-section-1', version: '1', content: twoColumns() };
    const store = createSectionStore('de', section);
    store.getState().apply((c) => removeBlock(c, 'q'));
    // The reload's pagehide flushed the save: the server now holds this content as version 2, the tab still says 1.
    const reloaded = createSectionStore('de', { ...section, version: '2', content: store.getState().content });
    expect(reloaded.temporal.getState().pastStates).toHaveLength(1);
    reloaded.temporal.getState().undo();
    expect(findBlock(reloaded.getState().content, 'q')).not.toBeNull();
    expect(reloaded.getState().version).toBe('2');
  });
});

describe('version diff per block (jsondiffpatch)', () => {
  it('names blocks added, removed and changed, with the changed fields before and after', () => {
    const version = twoColumns();
    const current = duplicateBlock(removeBlock(version, 'q'), 'h');
    const edited = {
      ...current,
      columns: current.columns.map((c) => ({
        ...c,
        children: c.children.map((b) => (b.id === 't' ? { ...b, content: '<p>Seit <strong>1743</strong></p>' } : b)),
      })),
    };
    const changes = diffBlocks([version], [edited]);
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          id: 't',
          kind: 'text',
          change: 'changed',
          fields: [{ name: 'content', before: 'Seit 1742', after: 'Seit 1743' }],
        },
        { id: 'q', kind: 'quote', change: 'removed', fields: [] },
        expect.objectContaining({ kind: 'headline', change: 'added' }),
      ]),
    );
    expect(diffBlocks([version], [version])).toEqual([]);
  });
});
