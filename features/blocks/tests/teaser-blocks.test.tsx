import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockSchema } from '..';
import { TeaserListBlock } from '../kinds/teaserlist/render';
import de from '@/messages/de.json';
import { resolveServerTree } from '@/tests/helpers/server-tree';
import { fakeMedia, renderBlock } from './render-block';

vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));
vi.mock('@/features/blocks/components/lazy-islands.client', () => import('./lazy-islands-mock'));
vi.mock('@/i18n/navigation', () => import('@/tests/helpers/navigation-mock'));

const NOW = new Date('2026-06-15T10:00:00+02:00');
const teaser = (id: string, headline: string, extra: Record<string, unknown> = {}) => ({
  id,
  headline,
  image: 1,
  text: `Text zu ${headline}`,
  link: `/de/${id}`,
  link_text: 'Mehr erfahren',
  ...extra,
});

afterEach(() => vi.useRealTimers());

describe('full teaser block', () => {
  it('renders image, texts and link in the chosen layout', async () => {
    const { container } = await renderBlock({
      kind: 'fullteaser',
      id: 'ft',
      image: 1,
      preline: 'Gebäude des Monats',
      headline: 'Die Zehntscheune erzählt',
      subline: 'Erbaut 1742',
      text: 'Erster Absatz.\n\nZweiter Absatz.',
      link: '/de/museumsdorf/haeuser',
      link_text: 'Zu den Häusern',
      layout: 'image-right',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Die Zehntscheune erzählt' })).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Zu den Häusern' })).toHaveAttribute('href', '/de/museumsdorf/haeuser');
    expect(container.querySelector('article')?.className).toMatch(/imageRight/);
  });
});

describe('teaser list block', () => {
  const items = [
    teaser('jetzt', 'Backtag'),
    teaser('vorbei', 'Osterfeuer', {
      online_from: '2026-03-01T00:00:00+01:00',
      online_to: '2026-04-10T00:00:00+02:00',
    }),
    teaser('spaeter', 'Sommerfest 2027', { online_from: '2027-06-01T00:00:00+02:00' }),
    teaser('laufend', 'Mühlenausstellung', {
      online_from: '2026-05-01T00:00:00+02:00',
      online_to: '2026-09-01T00:00:00+02:00',
    }),
  ];

  it('hides teasers outside online_from/online_to at render time', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await renderBlock({ kind: 'teaserlist', id: 'tl', headline: 'Aktuell', variant: 'list', items });
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Backtag', 'Mühlenausstellung']);
    expect(screen.getByRole('link', { name: 'Backtag' })).toHaveAttribute('href', '/de/jetzt');
  });

  it('renders nothing when no teaser is online', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { container } = await renderBlock({ kind: 'teaserlist', id: 'tl2', variant: 'list', items: [items[1]] });
    expect(container).toBeEmptyDOMElement();
  });

  it('server-renders the slider as a plain list that is readable without JavaScript', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const block = blockSchema.parse({
      kind: 'teaserlist',
      id: 'tl3',
      headline: 'Aktuell',
      variant: 'slider',
      items: [items[0], items[3]],
    });
    if (block.kind !== 'teaserlist') throw new Error('parse');
    const tree = await resolveServerTree(
      <TeaserListBlock block={block} ctx={{ locale: 'de', media: fakeMedia([1]), renderBlocks: () => null }} />,
    );
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="de" messages={de}>
        {tree}
      </NextIntlClientProvider>,
    );
    expect(html).toContain('aria-roledescription="Karussell"');
    expect(html).not.toContain('swiper');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/<div class="[^"]*controls[^"]*" hidden=""/);
  });
});

describe('blog teaser list block', () => {
  it('shows at most `count` items', async () => {
    await renderBlock({
      kind: 'blogteaserlist',
      id: 'bl',
      headline: 'Aus dem Magazin',
      count: 2,
      items: [teaser('a', 'Mühle'), teaser('b', 'Schmied'), teaser('c', 'Erntedank')],
    });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Erntedank')).toBeNull();
  });
});

describe('highlight teasers block', () => {
  it('groups highlights by category in the editor’s order', async () => {
    const { container } = await renderBlock({
      kind: 'highlightteasers',
      id: 'hl',
      headline: 'Höhepunkte',
      categories: ['Handwerk', 'Häuser'],
      items: [
        { id: '1', category: 'Häuser', headline: 'Zehntscheune', image: 1 },
        { id: '2', category: 'Handwerk', headline: 'Schmiede', image: 2 },
        { id: '3', category: 'Natur', headline: 'Streuobstwiese' },
      ],
    });
    const categories = [...container.querySelectorAll('p')]
      .map((p) => p.textContent)
      .filter((t) => ['Handwerk', 'Häuser', 'Natur'].includes(t ?? ''));
    expect(categories).toEqual(['Handwerk', 'Häuser', 'Natur']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Schmiede',
      'Zehntscheune',
      'Streuobstwiese',
    ]);
  });
});

describe('hero media block', () => {
  const hero = {
    kind: 'heromedia',
    id: 'hero',
    headline: 'Willkommen',
    text: 'Drei Jahrhunderte',
    button_text: 'Besuch planen',
    button_link: '/de/besuch',
    image: 1,
    online_from: '2026-01-01T00:00:00+01:00',
  };

  it('shows image, headline and button while online', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await renderBlock(hero);
    expect(screen.getByRole('heading', { name: 'Willkommen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Besuch planen' })).toHaveAttribute('href', '/de/besuch');
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('is hidden before online_from and after online_to', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const early = await renderBlock({ ...hero, online_from: '2026-07-01T00:00:00+02:00' });
    expect(early.container).toBeEmptyDOMElement();
    const late = await renderBlock({ ...hero, online_to: '2026-06-01T00:00:00+02:00' });
    expect(late.container).toBeEmptyDOMElement();
  });

  it('plays a video loop with a pause button', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { container } = await renderBlock({ ...hero, image: null, video: '/demo-media/windmuehle.webm' });
    expect(container.querySelector('video')).toHaveAttribute('src', '/demo-media/windmuehle.webm');
    expect(screen.getByRole('button', { name: 'Video anhalten' })).toBeInTheDocument();
  });
});

describe('two columns block', () => {
  it('puts the text first for text-image', async () => {
    const { container } = await renderBlock({
      kind: 'twocolumns',
      id: 'tc',
      extra_class: 'text-image',
      image: 1,
      text: '<p><strong>Die Kapelle</strong></p>',
    });
    expect(container.querySelector('strong')).toHaveTextContent('Die Kapelle');
    expect(container.firstElementChild?.className).toMatch(/textFirst/);
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});
