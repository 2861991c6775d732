import 'server-only';
// use-intl/core (what next-intl re-exports on the server) keeps this loadable outside a page render.
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/config';
import { ticketingHooks } from '@/lib/ticketing-hooks';
import { datesAvailability, type DateAvailability } from './date-availability';

type Messages = typeof import('../../../messages/de.json');

/** One date's places as the browser shows them: the state, and the sentence in the page's language. */
export type AvailabilityAnswer = DateAvailability & { text: string | null };

/**
 * GET /api/shop-availability/: the places left of the dates a page shows, with "Ausverkauft" or
 * "Nur noch N Plätze" already worded (ICU plurals stay on the server: the list's first load carries
 * no message runtime). Nothing to say for a date with plenty left.
 */
export async function availabilityAnswer(idJets: number[], locale: Locale): Promise<AvailabilityAnswer[]> {
  const [dates, messages] = await Promise.all([
    datesAvailability(idJets, ticketingHooks().now()),
    import(`../../../messages/${locale}.json`).then((m: { default: Messages }) => m.default),
  ]);
  const t = createTranslator({ locale, messages, namespace: 'shop51' });
  return dates.map((date) => ({
    ...date,
    text: date.state === 'soldOut' ? t('soldOut') : date.state === 'few' ? t('placesLeft', { count: date.left }) : null,
  }));
}
