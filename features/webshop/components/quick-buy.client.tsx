'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/client-only.client';
import { fill } from '@/i18n/client-texts';
import type { TicketOffer } from '@/features/box-office/types';
import type { BookingWidgetTexts } from './booking-widget/props';
import { usePlacesLeft } from './availability-client';

type Widget = typeof import('./booking-widget/booking-widget.client').BookingWidget;
type OfferAnswer = { offer: TicketOffer; bookable: boolean };

const loadWidget = () => import('./booking-widget/booking-widget.client').then((m) => m.BookingWidget);

const fetchOffer = (idJet: number, locale: string): Promise<OfferAnswer | null> =>
  fetch(`/api/shop-offers/${idJet}/?lang=${locale}`)
    .then((res) => (res.ok ? (res.json() as Promise<OfferAnswer>) : null))
    .catch(() => null);

/**
 * The quick-buy widget on event list items (design setting event.quickbuyWidgetActive). The events
 * page's server says which cards offer it (`bookable`); cards appended from the API leave it
 * undefined and ask for their offer after mount. Without JavaScript and while the page hydrates, a
 * marked card shows a link to the date's ticket page drawn as the widget's button; a date that sells
 * nothing online, and a card from the API until its offer is known, the card's own link (`fallback`).
 * A sellable date then shows the closed widget's button as plain markup: the widget's code and the
 * offer load when a pointer or focus comes near it, and the widget takes over, opened, on the first
 * press (issue #19: neither in the events list's first load).
 */
export function QuickBuy({
  texts,
  idJet,
  bookable,
  title,
  ticketUrl,
  dateStart,
  fallback,
  boxClassName,
  placesClassName,
  icon,
}: {
  texts: BookingWidgetTexts;
  idJet: number;
  bookable?: boolean;
  title: string;
  ticketUrl: string;
  dateStart: string;
  fallback: ReactNode;
  /** The closed widget's box: position and width for the panel its button opens. The card's own
   * style, so it comes with the page's stylesheets also where the card is part of a lazily loaded
   * island (a next/dynamic chunk with styles of its own is written as invalid HTML). */
  boxClassName: string;
  /** The ticket icon, rendered where the card is (on the server for the events page: icons stay out of its first load). */
  icon: ReactNode;
  /** "Ausverkauft" / "Nur noch N Plätze" (data-state soldOut or few), the card's own style like the box's. */
  placesClassName?: string;
}) {
  const { locale } = texts;
  const hydrated = useHydrated();
  // One request per card, shared by its first look (cards from the API) and its opening.
  const answer = useRef<Promise<OfferAnswer | null>>(null);
  const loadOffer = () => (answer.current ??= fetchOffer(idJet, locale));
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState<{ Widget: Widget; offer: TicketOffer } | null>(null);
  useEffect(() => {
    if (bookable !== undefined) return;
    let alive = true;
    void (answer.current ??= fetchOffer(idJet, locale)).then((found) => {
      if (alive && found?.bookable) setAsked(true);
    });
    return () => {
      alive = false;
    };
  }, [bookable, idJet, locale]);

  // Places left, asked once for all cards of the page after it loaded (the list itself is cached).
  const places = usePlacesLeft(idJet, locale);
  const label = fill(texts.openLabel, { event: title });
  const note = places?.text ? (
    <p className={placesClassName} data-state={places.state}>
      {places.text}
    </p>
  ) : null;
  // Sold out: the sentence instead of any way to the tickets (the card keeps its details link).
  if (hydrated && places?.state === 'soldOut') return <div className={boxClassName}>{note}</div>;
  // A card the server marked: while the page hydrates (and without JavaScript) a link to the date's
  // ticket page that looks like the button taking its place, so the card does not jump.
  if (!hydrated && bookable)
    return (
      <div className={boxClassName}>
        <a className="button" href={ticketUrl} aria-label={label}>
          {icon}
          {texts.open}
        </a>
      </div>
    );
  if (!hydrated || !(bookable ?? asked))
    return (
      <>
        {fallback}
        {hydrated && note}
      </>
    );
  if (open) {
    const { Widget, offer } = open;
    return (
      <Widget
        texts={texts}
        text={title}
        prices={offer.prices}
        seatGroups={offer.seat_groups}
        ticketUrl={ticketUrl}
        idJet={idJet}
        dateStart={dateStart}
        variant="list"
        startOpen
      />
    );
  }
  const prepare = () => Promise.all([loadWidget(), loadOffer()]);
  const press = () =>
    void prepare().then(([Widget, found]) => {
      // Without its offer the widget has nothing to sell: the shop's page for the date does.
      if (found) setOpen({ Widget, offer: found.offer });
      else window.location.assign(ticketUrl);
    });
  return (
    <div className={boxClassName} data-open={false}>
      <button
        type="button"
        className="button"
        aria-expanded={false}
        aria-label={label}
        onClick={press}
        onPointerEnter={() => void prepare()}
        onFocus={() => void prepare()}
      >
        {icon}
        {texts.open}
      </button>
      {note}
    </div>
  );
}
