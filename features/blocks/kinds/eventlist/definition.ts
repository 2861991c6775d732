import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, instant, shortText } from '../../fields';
import { listHeadlineField } from '@/features/blocks/shared/common-fields';

const eventListFilters = ['room', 'type', 'tag', 'series', 'genre', 'next_3_days', 'weekend'] as const;

const eventListSchema = z.object({
  kind: z.literal('eventlist'),
  id,
  headline: shortText(),
  /** Empty: from the moment of rendering (date_from defaults to now). */
  date_from: instant.nullable().default(null),
  date_to: instant.nullable().default(null),
  tag: shortText(100),
  filters: z.array(z.enum(eventListFilters)).default([]),
  children: z.array(z.unknown()).default([]),
});

export const eventList = defineBlock({
  schema: eventListSchema,
  label: { de: 'Veranstaltungsliste', en: 'Event list', cs: 'Seznam akcí' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    listHeadlineField,
    {
      name: 'date_from',
      label: { de: 'Termine ab', en: 'Dates from', cs: 'Termíny od' },
      hint: { de: 'Leer: ab jetzt', en: 'Empty: from now on', cs: 'Prázdné: od teď' },
      widget: 'instant',
    },
    { name: 'date_to', label: { de: 'Termine bis', en: 'Dates until', cs: 'Termíny do' }, widget: 'instant' },
    { name: 'tag', label: { de: 'Nur mit Schlagwort', en: 'Only with tag', cs: 'Jen se štítkem' }, widget: 'text' },
    {
      name: 'filters',
      label: { de: 'Filter für Besucher', en: 'Filters for visitors', cs: 'Filtry pro návštěvníky' },
      widget: 'multiselect',
      options: [
        { value: 'room', label: { de: 'Ort', en: 'Venue', cs: 'Místo' } },
        { value: 'type', label: { de: 'Art', en: 'Type', cs: 'Druh' } },
        { value: 'tag', label: { de: 'Schlagwort', en: 'Tag', cs: 'Štítek' } },
        { value: 'series', label: { de: 'Reihe', en: 'Series', cs: 'Cyklus' } },
        { value: 'genre', label: { de: 'Genre', en: 'Genre', cs: 'Žánr' } },
        { value: 'next_3_days', label: { de: 'Nächste 3 Tage', en: 'Next 3 days', cs: 'Příští 3 dny' } },
        { value: 'weekend', label: { de: 'Wochenende', en: 'Weekend', cs: 'Víkend' } },
      ],
    },
    {
      name: 'children',
      label: { de: 'Enthaltene Blöcke', en: 'Nested blocks', cs: 'Vnořené bloky' },
      widget: 'blocks',
    },
  ],
  mediaIds: (block, nested) => nested(block.children),
});
