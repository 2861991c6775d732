'use client';

import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { isFreePrice } from '../price';
import type { TicketOffer } from '../types';
import type { BookingWidgetTexts } from './booking-widget/props';

type Widget = ComponentType<ComponentProps<typeof import('./booking-widget/booking-widget.client').BookingWidget>>;

/**
 * The quick-buy widget on event list items (design setting event.quickbuyWidgetActive). List items
 * come without their offer, so it is fetched after mount; until then, and when quick-buy is off or
 * the date sells nothing online, the card's own link (`fallback`) is shown. The booking widget's
 * code is fetched only once an offer calls for it (issue 19: not in the events list's first load).
 */
export function QuickBuy({ texts, idJet, title, ticketUrl, dateStart, fallback }: { texts: BookingWidgetTexts; idJet: number; title: string; ticketUrl: string | null; dateStart: string; fallback: ReactNode }) {
  const { locale } = texts;
  const [loaded, setLoaded] = useState<{ offer: TicketOffer; Widget: Widget } | null>(null);
  useEffect(() => {
    let alive = true;
    fetch(`/api/shop-offers/${idJet}/?lang=${locale}`)
      .then((res) => (res.ok ? res.json() : null))
      .then(async (body: { offer: TicketOffer; quickbuy: boolean } | null) => {
        if (!body?.quickbuy || !body.offer.prices.some((p) => !isFreePrice(p.price))) return;
        const { BookingWidget } = await import('./booking-widget/booking-widget.client');
        if (alive) setLoaded({ offer: body.offer, Widget: BookingWidget });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [idJet, locale]);
  if (!loaded) return <>{fallback}</>;
  const { offer, Widget } = loaded;
  return <Widget texts={texts} text={title} prices={offer.prices} seatGroups={offer.seat_groups} ticketUrl={ticketUrl} idJet={idJet} dateStart={dateStart} variant="list" />;
}
