import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SectionView } from '../components/section-view';
import { blockKinds } from '..';
import { blockRegistry } from '../renderers';
import type { ContainerEntity } from '../types';
import { resolveServerTree } from '@/tests/helpers/server-tree';
import { fakeMedia, renderBlock, renderTree } from './render-block';

vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));
vi.mock('@/features/blocks/components/lazy-islands.client', () => import('./lazy-islands-mock'));
vi.mock('@/i18n/navigation', () => import('@/tests/helpers/navigation-mock'));
vi.mock('@/features/settings/server', () => ({ getDesignSettings: async () => ({ anchorListOffset: 600 }) }));
// The programme's list itself is the events feature's (tested there); here only what the block hands it.
vi.mock('@/features/events/server/options', () => ({
  getProgrammeOptions: async () => ({ tag: [{ id: 7, name: 'Familie' }] }),
}));
vi.mock('@/features/events/components/events-list', () => ({
  EventsList: (p: {
    state: { filter?: Record<string, unknown>; date: unknown; dateTo: unknown };
    resetState: unknown;
    filterKeys: string[];
    quickFilters: string[];
  }) => (
    <pre data-testid="events-list">
      {JSON.stringify({
        tag: p.state.filter?.tag ?? null,
        date: p.state.date,
        dateTo: p.state.dateTo,
        resetsToScope: JSON.stringify(p.resetState) === JSON.stringify(p.state),
        filterKeys: p.filterKeys,
        quickFilters: p.quickFilters,
      })}
    </pre>
  ),
}));
vi.mock('@/features/media/server/media', () => ({ getMediaMap: async (ids: number[]) => fakeMedia(ids) }));

describe('block registry', () => {
  it('has a component for every kind of the union', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...blockKinds].sort());
  });
});

describe('venue blocks', () => {
  const venue = {
    name: 'Theaterbühne in der Zehntscheune',
    street: 'Am Dorfanger 3',
    postal_code: '01234',
    city: 'Lindenau',
    description: '180 Plätze.',
    link: '/de/besuch/anreise',
  };

  it('renders one venue with its address and link', async () => {
    const { container } = await renderBlock({ kind: 'venue', id: 'v', ...venue });
    expect(screen.getByRole('heading', { level: 2, name: venue.name })).toBeInTheDocument();
    expect(container.querySelector('address')).toHaveTextContent('Am Dorfanger 301234 Lindenau');
    expect(screen.getByRole('link', { name: `Mehr zum Ort: ${venue.name}` })).toHaveAttribute(
      'href',
      '/de/besuch/anreise',
    );
  });

  it('lists several venues under a heading', async () => {
    await renderBlock({
      kind: 'venuelist',
      id: 'vl',
      headline: 'Spielorte',
      items: [
        { id: 'a', ...venue },
        { id: 'b', ...venue, name: 'Dorfkapelle' },
      ],
    });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([venue.name, 'Dorfkapelle']);
  });
});

describe('event list block', () => {
  it('hands the period (date_to in the list state, so later pages keep it), the tag and the filter choice to the programme list', async () => {
    await renderBlock({
      kind: 'eventlist',
      id: 'el',
      headline: 'Nächste Veranstaltungen',
      date_from: '2026-07-01T00:00:00+02:00',
      date_to: '2026-07-31T00:00:00+02:00',
      tag: 'Familie',
      filters: ['type', 'weekend'],
    });
    expect(screen.getByRole('heading', { name: 'Nächste Veranstaltungen' })).toBeInTheDocument();
    const list = screen.getByTestId('events-list');
    expect(JSON.parse(list.textContent!)).toEqual({
      tag: 7,
      date: '2026-07-01',
      dateTo: '2026-07-31',
      resetsToScope: true,
      filterKeys: ['type'],
      quickFilters: ['weekend'],
    });
  });
});

describe('anchor list block', () => {
  it('links to anchors and scrolls with a 130 px offset', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    await renderBlock({
      kind: 'anchorlist',
      id: 'al',
      sticky: true,
      children: [{ id: '1', label: 'Texte', anchor: 'texte' }],
    });
    const target = document.createElement('h2');
    target.id = 'texte';
    target.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    document.body.append(target);
    const nav = screen.getByRole('navigation', { name: 'Auf dieser Seite' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Texte' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 370, behavior: 'smooth' });
    expect(window.location.hash).toBe('#texte');
    expect(document.activeElement).toBe(target);
    target.remove();
  });
});

describe('container block (older editor)', () => {
  it('renders nested columns of blocks and skips invalid children', async () => {
    const { container } = await renderBlock({
      kind: 'container',
      id: 'c',
      slug: 'aelter',
      layout: '33-67',
      columns: [
        { classes: '', children: [{ kind: 'headline', id: 'h', content: 'Verschachtelt' }] },
        {
          classes: '',
          children: [
            { kind: 'quote', id: 'q', content: '' },
            { kind: 'text', id: 't', content: '<p>Innen</p>' },
          ],
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Verschachtelt' })).toBeInTheDocument();
    expect(screen.getByText('Innen')).toBeInTheDocument();
    expect(container.querySelector('blockquote')).toBeNull();
    expect(container.querySelector('#aelter')).toHaveAttribute('data-layout', '33-67');
  });
});

describe('section view', () => {
  const section = (settings: ContainerEntity['settings']): ContainerEntity => ({
    id: 1,
    slug: 'page-1-section-1',
    updated_at: '2027-03-01T10:00:00.000Z',
    model: 'section',
    parent: null,
    content_type: null,
    object_id: null,
    settings,
    columns: [
      { classes: '', children: [{ kind: 'headline', id: 'h', content: 'Abschnitt' }] },
      { classes: '', children: [{ kind: 'text', id: 't', content: '<p>Spalte zwei</p>' }] },
    ],
  });

  it('lays out columns, applies the coloured centred variant and a background image', async () => {
    const tree = await resolveServerTree(
      <SectionView
        section={section({ layout: '50-50', variant: 'colored-centered', image: 4 })}
        ctx={{ locale: 'de', media: new Map() }}
      />,
    );
    const { container } = renderTree(tree);
    const el = container.querySelector('section')!;
    expect(el).toHaveClass('section--50-50');
    expect(el.className).toMatch(/colored/);
    expect(el.className).toMatch(/centered/);
    expect(el.querySelector('img')).toHaveAttribute('alt', '');
    expect(el.querySelectorAll('.section__column')).toHaveLength(2);
  });

  it('falls back to 100 % for an unknown layout', async () => {
    const tree = await resolveServerTree(
      <SectionView section={section({ layout: '10-90' })} ctx={{ locale: 'de', media: new Map() }} />,
    );
    const { container } = renderTree(tree);
    expect(container.querySelector('section')).toHaveClass('section--100');
  });
});
