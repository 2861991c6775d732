import { z } from 'zod';

export const errorLogSchema = z.object({
  url: z.string().trim().min(1).max(2048),
  referrer: z.string().max(2048).optional(),
});
export type ErrorLogInput = z.infer<typeof errorLogSchema>;
