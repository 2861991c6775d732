import { z } from 'zod';
import { idParam, localeParam, numericId } from '@/lib/api';

/** One value in field_values: text, number, checkbox state, a list of options, or empty. */
const fieldValueSchema = z.union(
  [z.string().max(10_000), z.number().finite(), z.boolean(), z.array(z.string().max(1000)).max(100), z.null()],
  {
    error: 'A field value must be text, a number, true/false or a list of texts',
  },
);

/** POST /{lang}/api/forms-entries/ (docs/requirements.md §7): form id and field slug → value. */
export const entryPayloadSchema = z
  .object({
    form: numericId('form must be a form id'),
    field_values: z.record(z.string().min(1).max(100), fieldValueSchema, {
      error: 'field_values must be an object of field slug to value',
    }),
    /** Honeypot: invisible to people, filled in by bots. */
    homepage: z.string().max(2000).optional(),
  })
  .strict();

export type EntryPayload = z.infer<typeof entryPayloadSchema>;

export const formParams = z.object({ locale: localeParam, id: idParam });

export const entriesQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page must be 1 or more')
    .max(100000)
    .default(1),
});
