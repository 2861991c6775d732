import { z } from 'zod';
import { locales } from '@/i18n/config';
import { PASSWORD_TOO_LONG, withinPasswordLimit } from '@/lib/password-limit';

/**
 * Payloads of the account endpoints, one schema each. The same schema checks a script's JSON and a
 * plain HTML form's fields (all strings); unknown fields (the form's csrf_token) are dropped.
 */

export const PASSWORD_MIN = 10;

const email = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .max(254, 'The e-mail address is too long.')
  .email('Please enter a valid e-mail address.');
const newPassword = z
  .string({ error: 'Please choose a password.' })
  .min(PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters.`)
  .refine(withinPasswordLimit, PASSWORD_TOO_LONG);
/** A password being checked, not chosen: any length up to the maximum (1,024 bytes), but not empty. */
const givenPassword = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .refine(withinPasswordLimit, PASSWORD_TOO_LONG);
const name = (what: string) =>
  z
    .string({ error: `Please enter your ${what}.` })
    .trim()
    .min(1, `Please enter your ${what}.`)
    .max(100, `The ${what} may have at most 100 characters.`);
const addressLine = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');
/** One-time links carry 43 characters of base64url; the e-mail change link is longer (signed). */
const token = z
  .string({ error: 'The link is incomplete.' })
  .min(1, 'The link is incomplete.')
  .max(600, 'The link is not valid.');
const accountLocale = z.enum(locales, { error: 'Unknown language; use de, en or cs.' });

export const signUpSchema = z.object({
  email,
  password: newPassword,
  first_name: name('first name'),
  last_name: name('last name'),
  /** The page's language; mails go out in it. */
  locale: accountLocale.default('de'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email,
  password: givenPassword,
  /** Where to go after the login: a path on this site only (anything else is ignored). */
  next: z.string().max(500).optional(),
});

/** Asking for a new verification link or a password reset link: only the address. */
export const emailOnlySchema = z.object({ email });

export const tokenSchema = z.object({ token });

export const resetPasswordSchema = z.object({ token, password: newPassword });

export const profileSchema = z.object({
  first_name: name('first name'),
  last_name: name('last name'),
  street: addressLine(200),
  postal_code: addressLine(20),
  city: addressLine(100),
  country: addressLine(100),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const emailChangeSchema = z.object({ email, password: givenPassword });

export const passwordChangeSchema = z.object({ current_password: givenPassword, new_password: newPassword });

export const languageSchema = z.object({ locale: accountLocale });

export const newsletterSchema = z.object({
  newsletter: z.enum(['on', 'off'], { error: "newsletter must be 'on' or 'off'." }),
});

/** Log out everywhere: nothing but the CSRF token (checked by the session guard). */
export const logoutEverywhereSchema = z.object({});

export const deleteAccountSchema = z.object({ password: givenPassword });
