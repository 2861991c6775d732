import 'server-only';
import { ZodError } from 'zod';
import { ApiError } from '@/lib/api/errors';
import type { Locale } from '@/i18n/config';
import type { WaitingListJoined } from '../types';

/** The page that tells a visitor without JavaScript how joining went (it reads the query). */
export const statusPath = (locale: Locale) => `/${locale}/webshop/waiting-list`;

/** Error codes the status page puts into words; anything else reads as a general failure. */
const SHOWN = new Set([
  'waiting_list_places_left',
  'waiting_list_sale_closed',
  'waiting_list_unknown_date',
  'waiting_list_unknown_group',
  'waiting_list_too_many',
  'waiting_list_rate_limited',
]);

/** Where a plain form post goes after joining: the status page with the place in line. */
export function joinedPath(locale: Locale, joined: WaitingListJoined, idJet: number) {
  const query = new URLSearchParams({
    state: joined.status === 'offered' ? 'offered' : joined.updated ? 'updated' : 'joined',
    position: String(joined.position),
    quantity: String(joined.quantity),
    event: String(idJet),
  });
  return `${statusPath(locale)}?${query}`;
}

/** Where a refused form post goes: the status page with the reason; unknown failures are not swallowed. */
export function refusedPath(locale: Locale, error: unknown, idJet: number | null) {
  let code: string;
  if (error instanceof ZodError) code = 'invalid';
  else if (error instanceof ApiError) code = SHOWN.has(String(error.code)) ? String(error.code) : 'failed';
  else throw error;
  const query = new URLSearchParams({ state: 'error', error: code });
  if (idJet) query.set('event', String(idJet));
  const limit = error instanceof ApiError ? (error.details as { limit?: unknown } | undefined)?.limit : undefined;
  if (typeof limit === 'number') query.set('limit', String(limit));
  return `${statusPath(locale)}?${query}`;
}
