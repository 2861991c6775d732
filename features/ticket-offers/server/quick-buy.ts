import type { Locale } from '@/i18n/config';
import { getDesignSettings } from '@/features/settings/server';
import { isFreePrice } from '@/features/box-office';
import type { TicketOffer } from '@/features/box-office/types';
import { getOffersForEvents } from './offers';

/** A list card offers quick-buy for a date when the design setting is on and some price is not free. */
export function quickBuyFor(offer: TicketOffer, quickbuyOn: boolean): boolean {
  return quickbuyOn && offer.prices.some((p) => !isFreePrice(p.price));
}

/**
 * The dates among `idJets` whose list cards offer quick-buy. The events page renders its cards with
 * this, so the browser does not ask for every card's offer when the page opens (issue #19: one
 * request and one render per card, a third of the events list's main-thread work on a phone). The
 * offers are cached under their tag, so an offer's change renders the list anew.
 */
export async function quickBuyDates(idJets: number[], locale: Locale): Promise<Set<number>> {
  const design = await getDesignSettings();
  if (!design.event.quickbuyWidgetActive || idJets.length === 0) return new Set();
  const offers = await getOffersForEvents(idJets, locale);
  return new Set([...offers.values()].filter((offer) => quickBuyFor(offer, true)).map((offer) => offer.id_jet));
}
