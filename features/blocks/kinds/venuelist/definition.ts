import { z } from 'zod';
import { defineBlock } from '../../define';
import { id, shortText } from '../../fields';
import { listHeadlineField } from '@/features/blocks/shared/common-fields';
import { venueFields, venueShape } from '@/features/blocks/shared/venue';

const venueListSchema = z.object({
  kind: z.literal('venuelist'),
  id,
  headline: shortText(),
  items: z.array(z.object({ id, ...venueShape })).min(1, 'venue list needs at least one venue'),
});

export const venueList = defineBlock({
  schema: venueListSchema,
  label: { de: 'Liste von Veranstaltungsorten', en: 'Venue list', cs: 'Seznam míst konání' },
  sets: ['catalogue'],
  defaults: {},
  fields: [
    listHeadlineField,
    {
      name: 'items',
      label: { de: 'Orte', en: 'Venues', cs: 'Místa' },
      itemLabel: { de: 'Ort', en: 'Venue', cs: 'Místo' },
      widget: 'items',
      required: true,
      fields: venueFields,
    },
  ],
});
