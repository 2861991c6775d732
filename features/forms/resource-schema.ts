import { z } from 'zod';
import { localized, localizedSlug } from '@/features/resources';
import { FIELD_TYPE_CODES } from './field-types';

/** A form as staff build it (/{lang}/api/forms/): texts per language and its fields in order. */
export const formResourceSchema = z.object({
  title: localized({ required: true, max: 200 }),
  slug: localizedSlug,
  intro: localized({ max: 5000 }),
  thank_you: localized({ max: 2000 }),
  submit_label: localized({ max: 60 }),
  fields: z
    .array(
      z.object({
        id: z.number().int().positive().optional(),
        slug: z
          .string({ error: 'must be text' })
          .trim()
          .min(1, 'a field needs a key')
          .max(60)
          .regex(/^[a-z0-9_]+$/, 'use lower-case letters, digits and _')
          .refine((s) => s !== 'email2', 'email2 is the e-mail confirmation that every form gets'),
        label: localized({ required: true, max: 300 }),
        field_type: z.union(
          FIELD_TYPE_CODES.map((code) => z.literal(code)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]],
          { error: 'unknown field type' },
        ),
        required: z.boolean().default(false),
        visible: z.boolean().default(true),
        choices: localized({ max: 5000 }),
        default: localized({ max: 500 }),
        placeholder_text: localized({ max: 200 }),
        help_text: localized({ max: 1000 }),
      }),
    )
    .max(100)
    .refine((list) => new Set(list.map((f) => f.slug)).size === list.length, 'each field key may appear once')
    .default([]),
});
export type FormInput = z.infer<typeof formResourceSchema>;
