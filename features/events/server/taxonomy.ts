import 'server-only';
import { schema } from '@/lib/db';
import { TAGS } from '@/lib/cache';
import { defineNamedResource } from '@/features/resources/server';

/** Tags and genres of event dates, tags of productions: the options of the programme's filters. */
export const eventTagResource = defineNamedResource({
  name: 'event-tags',
  table: schema.eventTags,
  tags: [TAGS.programmeOptions, TAGS.events],
  uses: [{ label: 'event date(s) with this tag', table: schema.eventEventTags, column: schema.eventEventTags.tagId }],
});

export const genreResource = defineNamedResource({
  name: 'genres',
  table: schema.genres,
  tags: [TAGS.programmeOptions, TAGS.events],
  uses: [{ label: 'event date(s) of this genre', table: schema.events, column: schema.events.genreId }],
});

export const productionTagResource = defineNamedResource({
  name: 'production-tags',
  table: schema.productionTags,
  tags: [TAGS.programmeOptions, TAGS.productions],
  uses: [{ label: 'production(s) with this tag', table: schema.productionProductionTags, column: schema.productionProductionTags.tagId }],
});
