import { z } from 'zod';
import { localized, plainText, position, refId } from '@/features/resources';

/** A team member as staff edit it (dashboard form and /{lang}/api/persons/). */
export const personResourceSchema = z.object({
  first_name: z.string({ error: 'must be text' }).trim().min(1, 'First name is required').max(100),
  last_name: z.string({ error: 'must be text' }).trim().min(1, 'Last name is required').max(100),
  slug: plainText(120),
  category_id: refId,
  role: localized({ max: 200 }),
  biography: localized({ max: 20000 }),
  email: z
    .union([z.email('must be an e-mail address').max(254), z.literal('')])
    .nullable()
    .default(null),
  image_id: refId,
  position,
});
export type PersonInput = z.infer<typeof personResourceSchema>;
