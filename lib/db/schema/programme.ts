import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps, type LocalizedText } from './common';
import { media } from './media';

/**
 * The programme (docs/requirements.md §3): events and their filter options, teasers, productions,
 * series, venues with rooms, and the team. Ticket inventory (seat groups, timeslots, prices)
 * lives in the ticketing module's tables, keyed by events.id_jet.
 */

export const venues = pgTable('venues', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  slug: jsonb('slug').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull().default({}),
  street: text('street').notNull().default(''),
  zip: text('zip').notNull().default(''),
  city: text('city').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

/** A room or area of a venue; the 'Location' filter of the events list. */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    capacity: integer('capacity'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('rooms_venue').on(t.venueId)],
);

/** Exhibition types: their option id is the slug (docs/requirements.md §3), a numeric code as in the ticket system. */
export const exhibitionTypes = pgTable('exhibition_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

export const eventTags = pgTable('event_tags', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  showInFilter: boolean('show_in_filter').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Series and subscriptions (a subscription is a series that is sold as one package). */
export const series = pgTable('series', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  slug: jsonb('slug').$type<LocalizedText>().notNull(),
  teaser: jsonb('teaser').$type<LocalizedText>().notNull().default({}),
  description: jsonb('description').$type<LocalizedText>().notNull().default({}),
  isSubscription: boolean('is_subscription').notNull().default(false),
  /** Package price of a subscription as text like the ticket prices ("89.00"). */
  subscriptionPrice: text('subscription_price'),
  ticketUrl: text('ticket_url'),
  showInFilter: boolean('show_in_filter').notNull().default(true),
  imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  dateFrom: date('date_from').notNull(),
  dateTo: date('date_to').notNull(),
});

export const productionTags = pgTable('production_tags', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

export const personCategories = pgTable('person_categories', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id').references(() => personCategories.id, { onDelete: 'set null' }),
    role: jsonb('role').$type<LocalizedText>().notNull().default({}),
    biography: jsonb('biography').$type<LocalizedText>().notNull().default({}),
    email: text('email'),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('persons_category').on(t.categoryId, t.position)],
);

export const productions = pgTable(
  'productions',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    slug: jsonb('slug').$type<LocalizedText>().notNull(),
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull().default({}),
    teaser: jsonb('teaser').$type<LocalizedText>().notNull().default({}),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    /** e.g. {"de": "ca. 90 Minuten"} */
    duration: jsonb('duration').$type<LocalizedText>().notNull().default({}),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    exhibitionTypeId: integer('exhibition_type_id').references(() => exhibitionTypes.id, { onDelete: 'set null' }),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    isOnline: boolean('is_online').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Visitors may cancel tickets of its dates until this many hours before; null: the venue's setting. */
    cancelDeadlineHours: integer('cancel_deadline_hours'),
    ...timestamps,
  },
  (t) => [index('productions_season').on(t.seasonId), index('productions_type').on(t.exhibitionTypeId)],
);

export const productionProductionTags = pgTable(
  'production_production_tags',
  {
    productionId: integer('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => productionTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productionId, t.tagId] }), index('production_tags_tag').on(t.tagId)],
);

/** Cast and crew of a production: a person with a role in it. */
export const productionPersons = pgTable(
  'production_persons',
  {
    productionId: integer('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    role: jsonb('role').$type<LocalizedText>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productionId, t.personId] }), index('production_persons_person').on(t.personId)],
);

export const eventStatuses = ['scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved_online'] as const;

/** One dated occurrence (an Event with date_start and event_type_new, docs/requirements.md §3). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    slug: jsonb('slug').$type<LocalizedText>().notNull(),
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull().default({}),
    teaser: jsonb('teaser').$type<LocalizedText>().notNull().default({}),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    eventType: text('event_type', { enum: ['event', 'workshop', 'tour', 'festival', 'theatre', 'concert', 'market'] })
      .notNull()
      .default('event'),
    dateStart: timestamp('date_start', { withTimezone: true }).notNull(),
    dateEnd: timestamp('date_end', { withTimezone: true }),
    status: text('status', { enum: eventStatuses }).notNull().default('scheduled'),
    isFree: boolean('is_free').notNull().default(false),
    isOnline: boolean('is_online').notNull().default(true),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    exhibitionTypeId: integer('exhibition_type_id').references(() => exhibitionTypes.id, { onDelete: 'set null' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    genreId: integer('genre_id').references(() => genres.id, { onDelete: 'set null' }),
    productionId: integer('production_id').references(() => productions.id, { onDelete: 'set null' }),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    ticketUrl: text('ticket_url'),
    /** The event's key in the ticket system (our box office): offers are stored under it. */
    idJet: integer('id_jet').unique(),
    ...timestamps,
  },
  // The events list orders by (date_start, id) and filters by is_online plus up to five filter
  // columns. Every index below ends with the other filter columns, so a list page and its count are
  // answered from the index alone (index-only scan, no heap visits: these rows are wide) for any
  // filter pair; the planner starts from the most selective filter's index. drizzle 0.45 has no
  // INCLUDE, so the extra columns are trailing key columns: after the unique id they never change
  // the order. The leading column alone also serves the ON DELETE SET NULL lookups.
  (t) => [
    index('events_list_online').on(
      t.isOnline,
      t.dateStart,
      t.id,
      t.roomId,
      t.exhibitionTypeId,
      t.seriesId,
      t.genreId,
      t.productionId,
      t.venueId,
    ),
    index('events_list_room').on(t.roomId, t.isOnline, t.dateStart, t.id, t.exhibitionTypeId, t.seriesId, t.genreId),
    index('events_list_type').on(t.exhibitionTypeId, t.isOnline, t.dateStart, t.id, t.roomId, t.seriesId, t.genreId),
    index('events_list_series').on(t.seriesId, t.isOnline, t.dateStart, t.id, t.roomId, t.exhibitionTypeId, t.genreId),
    index('events_list_genre').on(t.genreId, t.isOnline, t.dateStart, t.id, t.roomId, t.exhibitionTypeId, t.seriesId),
    index('events_list_production').on(t.productionId, t.isOnline, t.dateStart, t.id),
    index('events_list_venue').on(t.venueId, t.isOnline, t.dateStart, t.id),
  ],
);

export const eventEventTags = pgTable(
  'event_event_tags',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => eventTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tagId] }), index('event_tags_tag_event').on(t.tagId, t.eventId)],
);

/** Editorial tiles placed between the days of the events list (Event teaser, docs/requirements.md §3). */
export const eventTeasers = pgTable(
  'event_teasers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The day after whose events the teaser appears. */
    position: date('position').notNull(),
    link: jsonb('link').$type<LocalizedText>().notNull().default({}),
    linkText: jsonb('link_text').$type<LocalizedText>().notNull().default({}),
    preline: jsonb('preline').$type<LocalizedText>().notNull().default({}),
    headline: jsonb('headline').$type<LocalizedText>().notNull().default({}),
    subline: jsonb('subline').$type<LocalizedText>().notNull().default({}),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    isOnline: boolean('is_online').notNull().default(true),
  },
  (t) => [index('event_teasers_position').on(t.position)],
);

export type VenueRow = typeof venues.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type ProductionRow = typeof productions.$inferSelect;
export type SeriesRow = typeof series.$inferSelect;
export type PersonRow = typeof persons.$inferSelect;
export type EventTeaserRow = typeof eventTeasers.$inferSelect;
