import type { EventCardItem, EventListItem, EventTeaser, TeaserCardItem } from './types';

const name = (ref: { name: string } | null) => (ref ? { name: ref.name } : null);
const image = (obj: { url: string; alt: string } | null) => (obj ? { url: obj.url, alt: obj.alt } : null);

/**
 * A list item cut to what its card shows. The events list's island gets its first page as props,
 * serialised into the page's HTML a second time after the rendered cards; the full item (teaser
 * text, slug, series, production, tags, every image size) doubled that data for nothing.
 */
export function toCardItem(e: EventListItem): EventCardItem {
  return {
    id: e.id,
    date_start: e.date_start,
    date_end: e.date_end,
    title: e.title,
    subtitle: e.subtitle,
    url: e.url,
    status: e.status,
    is_free: e.is_free,
    ticket_url: e.ticket_url,
    id_jet: e.id_jet,
    image_obj: image(e.image_obj),
    image_thumbnails: e.image_thumbnails.small ? { small: e.image_thumbnails.small } : {},
    venue: name(e.venue),
    room: name(e.room),
    exhibition_type: name(e.exhibition_type),
    genre: name(e.genre),
  };
}

/** A teaser cut to what its card shows (its picture keeps every size and its width: the card's srcset lists them). */
export function toTeaserCardItem(t: EventTeaser): TeaserCardItem {
  return {
    id: t.id,
    link: t.link,
    date_start: t.date_start,
    preline: t.preline,
    subline: t.subline,
    headline: t.headline,
    link_text: t.link_text,
    image_obj: t.image_obj ? { url: t.image_obj.url, alt: t.image_obj.alt, width: t.image_obj.width } : null,
    image_thumbnails: t.image_thumbnails,
  };
}
