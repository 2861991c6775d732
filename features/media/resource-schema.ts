import { z } from 'zod';
import { localized, plainText } from '@/features/resources';

/**
 * An image's texts as staff edit them (/api/media/{id}/). The file fields are read-only: they are
 * listed so a deleted image can be restored with its files, and ignored on update.
 */
export const mediaResourceSchema = z.object({
  alt: localized({ required: true, max: 300 }),
  caption: localized({ max: 1000 }),
  credit: plainText(200),
  filename: z.string().max(200).optional(),
  mime_type: z.string().max(100).optional(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
  bytes: z.number().int().optional(),
  sizes: z.record(z.string(), z.string()).optional(),
});
