import 'server-only';
import type { NextRequest } from 'next/server';
import type { LoginHooks } from '@/features/accounts';
import { FAVORITES_COOKIE } from '../constants';
import { clearFavoritesCookie } from './http';
import { mergeGuestFavorites } from './store';

/** A guest's favorites move into the account at login (and at the login that follows verification). */
export const keepGuestFavorites = (req: NextRequest): LoginHooks => ({
  afterLogin: (accountId) => mergeGuestFavorites(accountId, req.cookies.get(FAVORITES_COOKIE)?.value),
  cookies: clearFavoritesCookie,
});
