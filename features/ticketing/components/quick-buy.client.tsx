'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { isFreePrice } from '../price';
import type { TicketOffer } from '../types';
import { BookingWidget } from './booking-widget/booking-widget.client';

/**
 * The quick-buy widget on event list items (design setting event.quickbuyWidgetActive). List items
 * come without their offer, so it is fetched after mount; until then, and when quick-buy is off or
 * the date sells nothing online, the card's own link (`fallback`) is shown.
 */
export function QuickBuy({ idJet, title, ticketUrl, dateStart, fallback }: { idJet: number; title: string; ticketUrl: string | null; dateStart: string; fallback: ReactNode }) {
  const locale = useLocale();
  const [offer, setOffer] = useState<TicketOffer | null>(null);
  useEffect(() => {
    let alive = true;
    fetch(`/api/shop-offers/${idJet}/?lang=${locale}`)
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { offer: TicketOffer; quickbuy: boolean } | null) => {
        if (alive && body?.quickbuy && body.offer.prices.some((p) => !isFreePrice(p.price))) setOffer(body.offer);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [idJet, locale]);
  if (!offer) return <>{fallback}</>;
  return <BookingWidget text={title} prices={offer.prices} seatGroups={offer.seat_groups} ticketUrl={ticketUrl} idJet={idJet} dateStart={dateStart} variant="list" />;
}
