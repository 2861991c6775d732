import 'server-only';
import type { LoginHooks } from './session-actions';
import type { NextRequest, NextResponse } from 'next/server';
import { ApiError } from '@/lib/api/errors';
import { accountPaths } from '../../paths';
import { emailOnlySchema, signUpSchema, tokenSchema } from '../../schemas';
import { setVisitorCookies } from '../cookies';
import { accountAction, withMessage } from '../http';
import { limitSignUp } from '../limits';
import { createVisitorSession } from '../session';
import { resendVerification, signUp, verifyEmail } from '../sign-up';

/** The one answer to every sign-up, whether or not the address has an account. */
const SENT = 'We have sent you an e-mail. Please follow the link in it to go on.';

export const invalidLink = () =>
  new ApiError(400, 'This link has been used, has expired or is not valid.', 'invalid_token');

export const signUpAction = (req: NextRequest) =>
  accountAction(req, {
    schema: signUpSchema,
    back: (locale) => accountPaths.signUp(locale),
    run: async ({ data, locale }) => {
      await limitSignUp(req, data.email);
      await signUp(data);
      return { json: { detail: SENT }, status: 202, page: withMessage(accountPaths.signUp(locale), 'sent') };
    },
  });

/** The verification page's button: verifies, logs in, goes to the profile. */
export const verifyAction = (req: NextRequest, hooks: LoginHooks = {}) =>
  accountAction(req, {
    schema: tokenSchema,
    back: (locale) => accountPaths.verify(locale),
    run: async ({ data, locale }) => {
      const accountId = await verifyEmail(data.token);
      if (!accountId) throw invalidLink();
      const session = await createVisitorSession(accountId);
      await hooks.afterLogin?.(accountId);
      const cookies = (res: NextResponse) => {
        setVisitorCookies(res, session);
        hooks.cookies?.(res);
      };
      return { json: { verified: true }, page: withMessage(accountPaths.profile(locale), 'verified'), cookies };
    },
  });

export const resendVerificationAction = (req: NextRequest) =>
  accountAction(req, {
    schema: emailOnlySchema,
    back: (locale) => accountPaths.verify(locale),
    run: async ({ data, locale }) => {
      await limitSignUp(req, data.email);
      await resendVerification(data.email);
      return { json: { detail: SENT }, status: 202, page: withMessage(accountPaths.verify(locale), 'sent') };
    },
  });
