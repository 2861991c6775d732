import 'server-only';
import type { NextRequest } from 'next/server';
import { accountPaths } from '../../paths';
import { emailOnlySchema, resetPasswordSchema } from '../../schemas';
import { clearVisitorCookies } from '../cookies';
import { accountAction, withMessage } from '../http';
import { limitReset } from '../limits';
import { requestPasswordReset, resetPassword } from '../password-reset';
import { invalidLink } from './sign-up-actions';

export const requestResetAction = (req: NextRequest) =>
  accountAction(req, {
    schema: emailOnlySchema,
    back: (locale) => accountPaths.passwordReset(locale),
    run: async ({ data, locale }) => {
      await limitReset(req, data.email);
      await requestPasswordReset(data.email);
      return {
        json: { detail: 'If this address has an account, we have sent it a link to choose a new password.' },
        status: 202,
        page: withMessage(accountPaths.passwordReset(locale), 'sent'),
      };
    },
  });

/** The reset form behind the mailed link: a new password, every session of the account ends. */
export const resetPasswordAction = (req: NextRequest) =>
  accountAction(req, {
    schema: resetPasswordSchema,
    back: (locale, raw) =>
      typeof raw.token === 'string' && raw.token.length <= 100
        ? `${accountPaths.newPassword(locale)}?${new URLSearchParams({ token: raw.token })}`
        : accountPaths.passwordReset(locale),
    run: async ({ data, locale }) => {
      if (!(await resetPassword(data.token, data.password))) throw invalidLink();
      return {
        json: { reset: true },
        page: withMessage(accountPaths.login(locale), 'password_reset'),
        cookies: clearVisitorCookies,
      };
    },
  });
