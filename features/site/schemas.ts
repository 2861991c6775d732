import { z } from 'zod';

/** Paths in the redirect table start with a slash, carry no query and no '..'. */
export const redirectPathSchema = z
  .string()
  .trim()
  .min(1)
  .max(1000)
  .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
  .refine((p) => !p.split('/').includes('..'), 'must not contain ..');

export const redirectSchema = z.object({
  old_path: redirectPathSchema,
  new_path: z.union([redirectPathSchema, z.string().url()]),
});
export type RedirectInput = z.infer<typeof redirectSchema>;

export const errorLogSchema = z.object({
  url: z.string().trim().min(1).max(2048),
  referrer: z.string().max(2048).optional(),
});
export type ErrorLogInput = z.infer<typeof errorLogSchema>;
