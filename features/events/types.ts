import type { MediaObject, MediaThumbnails } from '@/features/media';

/** A filter option (docs/requirements.md §3): id and name; exhibition types use their slug as id. */
export type FilterOption = { id: number | string; name: string };

export type Ref = { id: number; name: string; url?: string | null };

/** One event as the list and the API show it (docs/requirements.md §3: id, date_start, event_type_new + display fields). */
export type EventListItem = {
  id: number;
  date_start: string;
  date_end: string | null;
  event_type_new: string;
  title: string;
  subtitle: string;
  teaser: string;
  slug: string;
  url: string;
  status: string;
  is_free: boolean;
  ticket_url: string | null;
  id_jet: number | null;
  image_obj: MediaObject | null;
  image_thumbnails: MediaThumbnails;
  venue: Ref | null;
  room: Ref | null;
  exhibition_type: FilterOption | null;
  series: Ref | null;
  genre: Ref | null;
  production: Ref | null;
  tags: Ref[];
};

/**
 * What an event card reads of a list item (EventCard, the day groups): the events list hands its
 * island only this, not the whole item (issue 19: the inline payload of the page); the API's full
 * items fit it, so later pages need no trimming.
 */
export type EventCardItem = Pick<
  EventListItem,
  'id' | 'date_start' | 'date_end' | 'title' | 'subtitle' | 'url' | 'status' | 'is_free' | 'ticket_url' | 'id_jet'
> & {
  image_obj: Pick<MediaObject, 'url' | 'alt'> | null;
  image_thumbnails: Pick<MediaThumbnails, 'small'>;
  venue: { name: string } | null;
  room: { name: string } | null;
  exhibition_type: { name: string } | null;
  genre: { name: string } | null;
  /** Whether the card offers quick-buy, when the server rendering it knew; cards from the API ask after mount. */
  quick_buy?: boolean;
};

/** docs/requirements.md §3 'Event teaser'. `date_start` is the end of its position day, so it sorts after that day's events. */
export type EventTeaser = {
  id: number;
  name: string;
  link: string;
  position: string;
  date_start: string;
  preline: string;
  subline: string;
  headline: string;
  link_text: string;
  image_obj: MediaObject | null;
  image_thumbnails: MediaThumbnails;
};

/** What a teaser card in the events list reads (TeaserCard), as EventCardItem for events. */
export type TeaserCardItem = Pick<
  EventTeaser,
  'id' | 'link' | 'date_start' | 'preline' | 'subline' | 'headline' | 'link_text'
> & {
  image_obj: Pick<MediaObject, 'url' | 'alt' | 'width'> | null;
  image_thumbnails: MediaThumbnails;
};
