'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Locale } from '@/i18n/config';
import { fill, pluralText } from '@/i18n/client-texts';
import { reportError } from '@/lib/report-client';
import { CART_ERROR, cartErrorMessageKey, centsToPrice, formatPrice } from '@/features/box-office';
import type { SeatMap, SeatStatus } from '../types';
import { cartAnswerText } from './cart-answer';
import { KEY_MOVES, moveFrom, type SeatSpot } from './seat-navigation';
import {
  chosenCents,
  seatCartCalls,
  type ChosenSeat,
  type PickerGroup,
  type SeatCartCall,
  type SeatCartResult,
} from './seat-selection';
import { seatLabel, seatName, type SeatPickerTexts } from './seat-texts';
import { SelectionPanel, type Outcome } from './selection-panel';
import { usePlanZoom, MAX_ZOOM, MIN_ZOOM } from './use-plan-zoom';
import { useSeatPolling } from './use-seat-polling';
import styles from './seat-picker.module.css';

export type SeatPickerProps = {
  idJet: number;
  locale: Locale;
  /** Most seats one order may have (the shop's max tickets per order). */
  max: number;
  /** The date's seat groups in offer order, with their prices. */
  groups: PickerGroup[];
  texts: SeatPickerTexts;
  /** The plan has more than one block: seats are named with it. */
  withSection: boolean;
  /** The plan (SeatPlan, rendered on the server) and its legend. */
  children: ReactNode;
  legend?: ReactNode;
  /** Puts one seat group's chosen seats in the cart (the shop's cart client). */
  send: (call: SeatCartCall) => Promise<SeatCartResult>;
  /** After each accepted call: the shop updates its cart badge. */
  onAdded?: (response: { tickets_quantity: number; cart_url: string }) => void;
  pollMs?: number;
};

type Seat = SeatSpot & {
  el: SVGGElement;
  row: string;
  number: string;
  section: string;
  group: string;
  status: SeatStatus;
};

/** The seats as the server drew them: the picker reads its model from their data attributes. */
function readSeats(root: HTMLElement): Map<number, Seat> {
  const seats = new Map<number, Seat>();
  for (const el of root.querySelectorAll<SVGGElement>('[data-seat]')) {
    const id = Number(el.dataset.seat);
    seats.set(id, {
      el,
      id,
      x: Number(el.dataset.x),
      y: Number(el.dataset.y),
      row: el.dataset.row ?? '',
      number: el.dataset.number ?? '',
      section: el.parentElement?.getAttribute('aria-label') ?? '',
      group: el.dataset.group ?? '',
      status: (el.dataset.status as SeatStatus) ?? 'free',
    });
  }
  return seats;
}

/**
 * Makes the server's plan a seat picker: click, tap, or the keyboard (arrows, Home/End, Space/Enter
 * on the one seat in the tab order) choose free seats, up to `max`; the panel lists them with a
 * price type each and puts them in the cart, one request per seat group. The seats' states stay
 * current by polling; a chosen seat someone else took meanwhile leaves the list, with a word to
 * screen readers. The SVG stays the server's: only its attributes change.
 */
export function SeatPicker({
  idJet,
  locale,
  max,
  groups,
  texts,
  withSection,
  children,
  legend,
  send,
  onAdded,
  pollMs,
}: SeatPickerProps) {
  const seats = useRef(new Map<number, Seat>());
  const [chosen, setChosen] = useState<ChosenSeat[]>([]);
  const chosenNow = useRef<ChosenSeat[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [message, setMessage] = useState('');
  const { scroller, zoom, zoomIn, zoomOut, pinching } = usePlanZoom();

  const choose = useCallback((next: ChosenSeat[]) => {
    chosenNow.current = next;
    setChosen(next);
  }, []);
  // The same sentence twice is still news: a no-break space tells the live region it changed.
  const announce = useCallback((text: string) => setMessage((m) => (m === text ? `${text}\u00a0` : text)), []);
  const nameOf = useCallback((seat: Seat) => seatName(texts.label, seat, withSection), [texts, withSection]);

  useEffect(() => {
    if (scroller.current) seats.current = readSeats(scroller.current);
  }, [scroller]);

  useEffect(() => {
    const ids = new Set(chosen.map((c) => c.id));
    for (const seat of seats.current.values()) seat.el.setAttribute('aria-checked', String(ids.has(seat.id)));
  }, [chosen]);

  const applyMap = useCallback(
    (map: SeatMap) => {
      const categories = new Map(groups.map((g) => [g.seat_group, g]));
      for (const fresh of map.seats) {
        const seat = seats.current.get(fresh.id);
        if (!seat || seat.status === fresh.status) continue;
        seat.status = fresh.status;
        seat.el.dataset.status = fresh.status;
        if (fresh.status === 'free') seat.el.removeAttribute('aria-disabled');
        else seat.el.setAttribute('aria-disabled', 'true');
        seat.el.setAttribute(
          'aria-label',
          seatLabel(texts.label, fresh, categories.get(fresh.seat_group), locale, withSection),
        );
      }
      const lost = chosenNow.current.filter((c) => seats.current.get(c.id)?.status !== 'free');
      if (lost.length) {
        choose(chosenNow.current.filter((c) => !lost.includes(c)));
        announce(fill(texts.lost, { seats: lost.map((c) => c.name).join('; ') }));
      }
    },
    [groups, texts, locale, withSection, choose, announce],
  );
  const poll = useSeatPolling(idJet, locale, applyMap, pollMs);

  function toggle(id: number) {
    const seat = seats.current.get(id);
    if (!seat) return;
    const name = nameOf(seat);
    if (outcome.kind === 'success' || outcome.kind === 'error') setOutcome({ kind: 'idle' });
    if (chosenNow.current.some((c) => c.id === id)) {
      choose(chosenNow.current.filter((c) => c.id !== id));
      announce(fill(texts.deselected, { seat: name }));
      return;
    }
    const saleTypeId = groups.find((g) => g.seat_group === seat.group)?.prices[0]?.sale_type_id;
    if (seat.status !== 'free' || saleTypeId === undefined) {
      announce(fill(texts.unavailable, { seat: name }));
      return;
    }
    if (chosenNow.current.length >= max) {
      announce(pluralText(texts.maxReached, locale, max));
      return;
    }
    choose([...chosenNow.current, { id, group: seat.group, name, saleTypeId }]);
    announce(fill(texts.selected, { seat: name }));
  }

  /** The roving tab stop moves to `seat` (and focus with it, unless a pointer chose it). */
  function makeStop(seat: Seat, focus: boolean) {
    for (const other of seats.current.values()) if (other !== seat) other.el.setAttribute('tabindex', '-1');
    seat.el.setAttribute('tabindex', '0');
    if (focus) seat.el.focus();
  }

  const seatOf = (target: EventTarget) =>
    seats.current.get(Number((target as Element).closest?.('[data-seat]')?.getAttribute('data-seat')));

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const seat = seatOf(e.target);
    if (!seat) return;
    const move = KEY_MOVES[e.key];
    if (move) {
      e.preventDefault();
      const to = moveFrom([...seats.current.values()], seat, move);
      if (to) makeStop(seats.current.get(to.id)!, true);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      toggle(seat.id);
    }
  }

  function onClick(e: MouseEvent<HTMLDivElement>) {
    const seat = seatOf(e.target);
    if (!seat || pinching()) return;
    makeStop(seat, false);
    toggle(seat.id);
  }

  async function add() {
    const list = chosenNow.current;
    if (!list.length) return;
    setOutcome({ kind: 'loading', count: list.length });
    const inCart: ChosenSeat[] = [];
    let cartUrl: string | null = null;
    for (const { call, seats: part } of seatCartCalls(list, groups, idJet)) {
      const result = await send(call);
      if (!result.ok) {
        const key = cartErrorMessageKey(result.code);
        if (key === 'failed' || key === 'errorCode')
          reportError(new Error(`Seat cart call failed: ${result.code ?? 'no code'}`), { idJet });
        const taken = result.code === CART_ERROR.seatTaken ? result.seatId : undefined;
        choose(chosenNow.current.filter((c) => !inCart.includes(c) && c.id !== taken));
        setOutcome({
          kind: 'error',
          message: cartAnswerText(texts, locale, result.code, result.limit),
          code: result.code,
          inCart: inCart.map((c) => c.name),
          cartUrl,
        });
        void poll();
        return;
      }
      onAdded?.(result.response);
      inCart.push(...part);
      cartUrl = result.response.cart_url;
    }
    choose([]);
    setOutcome({ kind: 'success', count: inCart.length, cartUrl: cartUrl ?? `/${locale}/webshop/cart` });
    void poll();
  }

  return (
    <div className={styles.picker}>
      <div className={styles.planColumn}>
        <div className={styles.zoom}>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={texts.zoomOut}
            disabled={zoom <= MIN_ZOOM}
            onClick={zoomOut}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={texts.zoomIn}
            disabled={zoom >= MAX_ZOOM}
            onClick={zoomIn}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <div ref={scroller} className={styles.scroller} onKeyDown={onKeyDown} onClick={onClick}>
          {children}
        </div>
        {chosen.length > 0 && (
          // On a phone the list is below the legend: a bar under the plan keeps count and sum in view.
          <p className={styles.bar}>
            <span>
              {pluralText(texts.count, locale, chosen.length)} ·{' '}
              <strong>{formatPrice(centsToPrice(chosenCents(chosen, groups)), locale)}</strong>
            </span>
            <a className="button button--small" href="#seat-panel-title">
              {texts.toPanel}
            </a>
          </p>
        )}
        {legend}
      </div>
      <SelectionPanel
        chosen={chosen}
        groups={groups}
        locale={locale}
        texts={texts}
        outcome={outcome}
        onPrice={(id, saleTypeId) => choose(chosenNow.current.map((c) => (c.id === id ? { ...c, saleTypeId } : c)))}
        onRemove={(id) => {
          const seat = chosenNow.current.find((c) => c.id === id);
          choose(chosenNow.current.filter((c) => c.id !== id));
          if (seat) announce(fill(texts.deselected, { seat: seat.name }));
        }}
        onAdd={() => void add()}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
