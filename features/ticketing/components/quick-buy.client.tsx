'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { TicketIcon } from '@/components/icons';
import { fill } from '@/i18n/client-texts';
import type { TicketOffer } from '../types';
import type { BookingWidgetTexts } from './booking-widget/props';
import styles from './quick-buy.module.css';

type Widget = typeof import('./booking-widget/booking-widget.client').BookingWidget;
const loadWidget = () => import('./booking-widget/booking-widget.client').then((m) => m.BookingWidget);

/**
 * The quick-buy widget on event list items (design setting event.quickbuyWidgetActive). List items
 * come without their offer, so it is fetched after mount; until then, and when quick-buy is off or
 * the date sells nothing online, the card's own link (`fallback`) is shown. A sellable date shows the
 * closed widget's button as plain markup; the widget's code loads when a pointer or focus comes near
 * it and takes over, opened, on the first press (issue #19: not in the events list's first load).
 */
export function QuickBuy({ texts, idJet, title, ticketUrl, dateStart, fallback }: { texts: BookingWidgetTexts; idJet: number; title: string; ticketUrl: string | null; dateStart: string; fallback: ReactNode }) {
  const { locale } = texts;
  const [offer, setOffer] = useState<TicketOffer | null>(null);
  const [Widget, setWidget] = useState<Widget | null>(null);
  useEffect(() => {
    let alive = true;
    fetch(`/api/shop-offers/${idJet}/?lang=${locale}`)
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { offer: TicketOffer; bookable: boolean } | null) => {
        if (alive && body?.bookable) setOffer(body.offer);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [idJet, locale]);
  if (!offer) return <>{fallback}</>;
  if (Widget) {
    return <Widget texts={texts} text={title} prices={offer.prices} seatGroups={offer.seat_groups} ticketUrl={ticketUrl} idJet={idJet} dateStart={dateStart} variant="list" startOpen />;
  }
  const open = () => void loadWidget().then((loaded) => setWidget(() => loaded));
  return (
    <div className={styles.closed} data-open={false}>
      <button type="button" className="button" aria-expanded={false} aria-label={fill(texts.openLabel, { event: title })} onClick={open} onPointerEnter={() => void loadWidget()} onFocus={() => void loadWidget()}>
        <TicketIcon />
        {texts.open}
      </button>
    </div>
  );
}
