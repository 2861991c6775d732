import { z } from 'zod';
import { PASSWORD_TOO_LONG, withinPasswordLimit } from '@/lib/password-limit';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'username is required').max(254),
  password: z.string().min(1, 'password is required').refine(withinPasswordLimit, PASSWORD_TOO_LONG),
});
