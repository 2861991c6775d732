import 'server-only';
import type { NextRequest } from 'next/server';
import { accountPaths } from '../../paths';
import {
  deleteAccountSchema,
  languageSchema,
  newsletterSchema,
  passwordChangeSchema,
  tokenSchema,
} from '../../schemas';
import { clearVisitorCookies } from '../cookies';
import { deleteAccount } from '../delete-account';
import { accountAction, withMessage } from '../http';
import { changePassword, confirmNewsletter, setAccountLocale, setNewsletter } from '../settings';
import { wrongPassword } from './profile-actions';
import { invalidLink } from './sign-up-actions';

const settings = (locale: string) => accountPaths.settings(locale);

/** Current and new password; the other sessions of the account end, this one stays. */
export const changePasswordAction = (req: NextRequest) =>
  accountAction(req, {
    schema: passwordChangeSchema,
    session: true,
    back: settings,
    run: async ({ data, locale, visitor, sessionId }) => {
      if (!(await changePassword(visitor!.id, data.current_password, data.new_password, sessionId)))
        throw wrongPassword();
      return { json: { password_changed: true }, page: withMessage(settings(locale), 'password_changed') };
    },
  });

/** The language of the account's mails; the settings page then opens in it. */
export const languageAction = (req: NextRequest) =>
  accountAction(req, {
    schema: languageSchema,
    session: true,
    back: settings,
    run: async ({ data, visitor }) => {
      await setAccountLocale(visitor!.id, data.locale);
      return { json: { locale: data.locale }, page: withMessage(settings(data.locale), 'language_saved') };
    },
  });

/** Opt-in ('on': a confirmation mail, 'pending' until its link's button) or opt-out ('off', at once). */
export const newsletterAction = (req: NextRequest) =>
  accountAction(req, {
    schema: newsletterSchema,
    session: true,
    back: settings,
    run: async ({ data, locale, visitor }) => {
      const state = (await setNewsletter(visitor!.id, data.newsletter)) ?? 'off';
      return {
        json: { newsletter: state },
        status: state === 'pending' ? 202 : 200,
        page: withMessage(settings(locale), `newsletter_${state}`),
      };
    },
  });

/** The button behind the newsletter link (no login needed: the link proves the inbox). */
export const confirmNewsletterAction = (req: NextRequest) =>
  accountAction(req, {
    schema: tokenSchema,
    back: (locale) => accountPaths.newsletterConfirm(locale),
    run: async ({ data, locale }) => {
      if (!(await confirmNewsletter(data.token))) throw invalidLink();
      return { json: { newsletter: 'on' }, page: withMessage(accountPaths.newsletterConfirm(locale), 'newsletter_on') };
    },
  });

/** Deletes the account, given its password; its orders stay without personal data. */
export const deleteAccountAction = (req: NextRequest) =>
  accountAction(req, {
    schema: deleteAccountSchema,
    session: true,
    back: settings,
    run: async ({ data, locale, visitor }) => {
      if (!(await deleteAccount(visitor!.id, data.password))) throw wrongPassword();
      return {
        json: { deleted: true },
        page: withMessage(accountPaths.login(locale), 'deleted'),
        cookies: clearVisitorCookies,
      };
    },
  });
