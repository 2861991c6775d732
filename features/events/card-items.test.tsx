import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toCardItem, toTeaserCardItem } from './card-items';
import { EventCard } from './components/event-card';
import { TeaserCard } from './components/teaser-card';
import type { EventListItem, EventTeaser } from './types';
import { eventCardTexts } from './server/list-texts';

vi.mock('server-only', () => ({}));
vi.mock('next-intl/server', async () => (await import('@/tests/helpers/intl-server')).intlServer);

const texts = await eventCardTexts('de');

const image = {
  id: 11,
  url: '/media/11/stage.jpg',
  width: 1600,
  height: 1000,
  alt: 'Die Bühne',
  credit: 'Museum',
  mime_type: 'image/jpeg',
};
const thumbnails = { large: '/media/11/large.webp', medium: '/media/11/medium.webp', small: '/media/11/small.webp' };

const event: EventListItem = {
  id: 57,
  date_start: '2026-11-27T18:30:00.000Z',
  date_end: '2026-11-27T20:10:00.000Z',
  event_type_new: 'theatre',
  title: 'Der zerbrochne Krug',
  subtitle: 'Lustspiel von Heinrich von Kleist',
  teaser: 'Dorfrichter Adam muss über eine Tat urteilen, die er selbst begangen hat.',
  slug: 'der-zerbrochne-krug',
  url: '/de/programm/veranstaltungen/der-zerbrochne-krug/57',
  status: 'scheduled',
  is_free: false,
  ticket_url: '/webshop/event/40044',
  id_jet: 40044,
  image_obj: image,
  image_thumbnails: thumbnails,
  venue: { id: 2, name: 'Zehntscheune', url: '/de/venues/zehntscheune/2' },
  room: { id: 3, name: 'Große Bühne' },
  exhibition_type: { id: '30', name: 'Theater' },
  series: { id: 3, name: 'Theater in der Zehntscheune', url: '/de/series/theater/3' },
  genre: { id: 2, name: 'Schauspiel' },
  production: { id: 1, name: 'Der zerbrochne Krug', url: '/de/produktionen/der-zerbrochne-krug/1' },
  tags: [{ id: 4, name: 'Abendveranstaltung' }],
};

const teaser: EventTeaser = {
  id: 1,
  name: 'Theaterabo intern',
  link: '/de/series/theater/3',
  position: '2026-11-29',
  date_start: '2026-11-29T22:59:59.999Z',
  preline: 'Abonnement',
  subline: 'Mit dem Theaterabo sparen Sie ein Drittel.',
  headline: 'Dreimal Theater, einmal zahlen',
  link_text: 'Zum Abonnement',
  image_obj: image,
  image_thumbnails: thumbnails,
};

const html = (node: React.ReactNode) => render(node).container.innerHTML;

describe('card items for the events island', () => {
  // The quick-buy widget asks for its offer; left pending, the card keeps its link.
  afterEach(() => vi.restoreAllMocks());

  it('render the same event card as the full list item, in every style', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    for (const variant of ['style1', 'style2', 'style3'] as const) {
      for (const item of [
        event,
        { ...event, is_free: true, date_end: null, image_thumbnails: {} },
        { ...event, status: 'cancelled', venue: null, genre: null, image_obj: null, image_thumbnails: {} },
      ]) {
        const trimmed = html(<EventCard event={toCardItem(item)} locale="de" texts={texts} variant={variant} />);
        expect(trimmed).toContain('Der zerbrochne Krug');
        expect(trimmed).toBe(html(<EventCard event={item} locale="de" texts={texts} variant={variant} />));
      }
    }
  });

  it('render the same teaser card as the full teaser, whichever picture sizes exist', () => {
    for (const image_thumbnails of [thumbnails, { large: thumbnails.large }, {}]) {
      const full = { ...teaser, image_thumbnails };
      const trimmed = html(<TeaserCard teaser={toTeaserCardItem(full)} />);
      expect(trimmed).toContain('Dreimal Theater, einmal zahlen');
      expect(trimmed).toBe(html(<TeaserCard teaser={full} />));
    }
  });

  it('leave out what no card shows', () => {
    const item = toCardItem(event);
    for (const key of ['teaser', 'slug', 'series', 'production', 'tags', 'event_type_new'])
      expect(item).not.toHaveProperty(key);
    expect(item.image_obj).toEqual({ url: image.url, alt: image.alt });
    expect(item.image_thumbnails).toEqual({ small: thumbnails.small });
    expect(JSON.stringify(item).length).toBeLessThan(JSON.stringify(event).length * 0.6);
    expect(toTeaserCardItem(teaser)).not.toHaveProperty('name');
  });
});
