import 'server-only';
import type { NextRequest } from 'next/server';
import { ApiError, notFound } from '@/lib/api/errors';
import { accountPaths } from '../../paths';
import { emailChangeSchema, profileSchema, tokenSchema } from '../../schemas';
import { confirmEmailChange, requestEmailChange } from '../email-change';
import { requireVisitor } from '../guard';
import { accountAction, withMessage } from '../http';
import { readProfile, updateProfile } from '../profile';
import { invalidLink } from './sign-up-actions';

export const wrongPassword = () => new ApiError(400, 'The password is not correct.', 'wrong_password');

/** The logged-in visitor's own profile; there is no way to name another account. */
export async function profileOf(req: NextRequest) {
  const visitor = await requireVisitor(req);
  const profile = await readProfile(visitor.id);
  if (!profile) throw notFound('Account');
  return profile;
}

export const updateProfileAction = (req: NextRequest) =>
  accountAction(req, {
    schema: profileSchema,
    session: true,
    back: (locale) => accountPaths.profile(locale),
    run: async ({ data, locale, visitor }) => {
      const profile = await updateProfile(visitor!.id, data);
      return { json: { ...profile }, page: withMessage(accountPaths.profile(locale), 'saved') };
    },
  });

/** A new e-mail address, given the password: only a link to the new address is sent; nothing changes before it is followed. */
export const changeEmailAction = (req: NextRequest) =>
  accountAction(req, {
    schema: emailChangeSchema,
    session: true,
    back: (locale) => accountPaths.profile(locale),
    run: async ({ data, locale, visitor }) => {
      const result = await requestEmailChange(visitor!.id, data.password, data.email);
      if (result === 'wrong_password') throw wrongPassword();
      if (result === 'same') throw new ApiError(400, 'This is already your e-mail address.', 'same_email');
      return {
        json: { detail: 'We have sent a link to the new address. Your address changes once you follow it.' },
        status: 202,
        page: withMessage(accountPaths.profile(locale), 'email_sent'),
      };
    },
  });

/** The button behind the link mailed to the new address. */
export const confirmEmailAction = (req: NextRequest) =>
  accountAction(req, {
    schema: tokenSchema,
    back: (locale) => accountPaths.emailConfirm(locale),
    run: async ({ data, locale }) => {
      if (!(await confirmEmailChange(data.token))) throw invalidLink();
      return { json: { email_changed: true }, page: withMessage(accountPaths.profile(locale), 'email_changed') };
    },
  });
