import { z } from 'zod';
import { defineBlock } from '../../define';
import { anchor, id } from '../../fields';
import { anchorField } from '@/features/blocks/shared/common-fields';
import { venueFields, venueShape } from '@/features/blocks/shared/venue';

const venueSchema = z.object({ kind: z.literal('venue'), id, ...venueShape, anchor });

export const venue = defineBlock({
  schema: venueSchema,
  label: { de: 'Veranstaltungsort', en: 'Venue', cs: 'Místo konání' },
  sets: ['catalogue'],
  defaults: {},
  fields: [...venueFields, anchorField],
});
