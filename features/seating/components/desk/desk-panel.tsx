'use client';

import { useState, type FormEvent } from 'react';
import type { Locale } from '@/i18n/config';
import type { DeskSeat, SeatDeskMap } from '../../types';
import type { SeatDeskTranslator } from './translator';
import styles from './seat-desk.module.css';

export type Moving = { ticket: string; from: number; group: string; target: number | null };

const REASONS = ['reasonPress', 'reasonTechnicians', 'reasonCompanion', 'reasonOther'] as const;

const clock = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(
    new Date(iso),
  );

export const seatText = (t: SeatDeskTranslator, s: DeskSeat) =>
  t('seatLabel', { section: s.section, row: s.row, number: s.number });

/** The seat under the keyboard focus or last clicked: state, why it is blocked, who holds it. */
export function SeatDetails({
  seat,
  map,
  t,
  locale,
  moving,
  onMove,
}: {
  seat: DeskSeat | null;
  map: SeatDeskMap;
  t: SeatDeskTranslator;
  locale: Locale;
  moving: Moving | null;
  onMove: (ticket: string, seat: DeskSeat) => void;
}) {
  if (!seat) return null;
  const group = map.seat_groups.find((g) => g.seat_group === seat.seat_group);
  const holder = seat.holder;
  return (
    <section className={styles.card} aria-labelledby="desk-seat">
      <h2 id="desk-seat" className={styles.cardTitle}>
        {seatText(t, seat)}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('category')}</dt>
        <dd>{group?.category ?? seat.seat_group}</dd>
        <dt>{t('status')}</dt>
        <dd>
          {t(seat.status)}
          {seat.wheelchair ? ` · ${t('wheelchair')}` : ''}
          {seat.companion ? ` · ${t('companion')}` : ''}
          {seat.restricted ? ` · ${t('restricted')}` : ''}
        </dd>
      </dl>
      {seat.blocked_reason ? (
        <p>{t('blockedBecause', { reason: seat.blocked_reason, by: seat.blocked_by ?? '' })}</p>
      ) : null}
      {holder?.kind === 'cart' ? <p>{t('cart', { time: clock(holder.expires_at, locale) })}</p> : null}
      {holder?.kind === 'order' ? (
        <>
          <p>
            <a href={`/${locale}/dashboard/orders/${holder.order_id}/show`}>
              {t('order', { code: holder.order_code })}
            </a>
            <br />
            {t('buyer', { name: holder.buyer_name })}
            {holder.tickets.length ? (
              <>
                <br />
                {t('tickets', { numbers: holder.tickets.join(', ') })}
              </>
            ) : null}
          </p>
          {moving
            ? null
            : holder.tickets.map((ticket) => (
                <button key={ticket} type="button" className={styles.button} onClick={() => onMove(ticket, seat)}>
                  {t('moveStart', { ticket })}
                </button>
              ))}
        </>
      ) : null}
    </section>
  );
}

/** The selected seats and what staff can do with them: block the free ones, release the blocked ones. */
export function SelectionActions({
  t,
  seats,
  busy,
  onBlock,
  onRelease,
  onClear,
}: {
  t: SeatDeskTranslator;
  seats: DeskSeat[];
  busy: boolean;
  onBlock: (reason: string) => void;
  onRelease: () => void;
  onClear: () => void;
}) {
  const [reason, setReason] = useState<(typeof REASONS)[number]>('reasonPress');
  const [other, setOther] = useState('');
  const free = seats.filter((s) => s.status === 'free').length;
  const blocked = seats.filter((s) => s.status === 'blocked').length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBlock(reason === 'reasonOther' ? other.trim() : t(reason));
  };
  return (
    <section className={styles.card} aria-labelledby="desk-selection">
      <h2 id="desk-selection" className={styles.cardTitle}>
        {seats.length ? t('selection', { count: seats.length }) : t('blockTitle')}
      </h2>
      {seats.length ? (
        <button type="button" className={styles.linkButton} onClick={onClear}>
          {t('clear')}
        </button>
      ) : (
        <p className={styles.hint}>{t('selectionNone')}</p>
      )}
      <form onSubmit={submit} className={styles.form}>
        <fieldset className={styles.reasons}>
          <legend>{t('reason')}</legend>
          {REASONS.map((key) => (
            <label key={key} className={styles.radio}>
              <input type="radio" name="reason" checked={reason === key} onChange={() => setReason(key)} />
              {t(key)}
            </label>
          ))}
        </fieldset>
        {reason === 'reasonOther' ? (
          <label className={styles.field}>
            {t('otherReason')}
            <input value={other} onChange={(e) => setOther(e.target.value)} maxLength={120} required />
          </label>
        ) : null}
        {seats.length > free ? <p className={styles.hint}>{t('blockOnlyFree')}</p> : null}
        <button type="submit" className={styles.button} disabled={busy || free === 0}>
          {t('block', { count: free })}
        </button>
      </form>
      {blocked ? (
        <button type="button" className={styles.button} disabled={busy} onClick={onRelease}>
          {t('release', { count: blocked })}
        </button>
      ) : null}
    </section>
  );
}

/** A move under way: the ticket, the seat chosen for it, confirm or cancel. */
export function MovePanel({
  t,
  moving,
  target,
  busy,
  onConfirm,
  onCancel,
}: {
  t: SeatDeskTranslator;
  moving: Moving;
  target: DeskSeat | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <section className={`${styles.card} ${styles.moving}`} aria-labelledby="desk-move">
      <h2 id="desk-move" className={styles.cardTitle}>
        {t('moveTitle')}
      </h2>
      <p>{t('moveHint')}</p>
      <button type="button" className={styles.button} disabled={busy || !target} onClick={onConfirm}>
        {target
          ? t('moveConfirm', { ticket: moving.ticket, seat: seatText(t, target) })
          : t('moveStart', { ticket: moving.ticket })}
      </button>
      <button type="button" className={styles.linkButton} onClick={onCancel}>
        {t('cancel')}
      </button>
    </section>
  );
}
