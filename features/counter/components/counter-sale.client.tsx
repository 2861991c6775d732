'use client';

import { useMemo, useState } from 'react';
import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/config';
import { useHydrated } from '@/components/client-only.client';
import { centsToPrice, formatPrice, parsePriceToCents } from '@/features/box-office';
import { rowKey } from '../schemas';
import type { CounterRow, TodayDate } from '../types';
import styles from './counter.module.css';

export type CounterMessages = Messages['Counter'];

const MAX_PER_PRICE = 50;
const LOCALES: Locale[] = ['de', 'en', 'cs'];

/**
 * The walk-in sale of one date: the seller taps quantities per price (big − and + for a thumb), sees
 * the total and, for cash, the change; "Sell" posts the form as it is (one plain form post, so the
 * sale also works without JavaScript: then every row's counts are number fields and the server takes
 * the chosen row's). The button is disabled once pressed, so a double tap cannot sell twice.
 */
export function CounterSaleForm({
  locale,
  messages,
  date,
  csrfToken,
}: {
  locale: Locale;
  messages: CounterMessages;
  date: TodayDate;
  csrfToken: string;
}) {
  const t = useMemo(
    () => createTranslator({ locale, messages: { Counter: messages }, namespace: 'Counter' }),
    [locale, messages],
  );
  const rows = date.rows.filter((r) => r.on_sale && r.prices.length);
  const firstFree = rows.find((r) => r.left > 0) ?? rows[0];
  const [target, setTarget] = useState(firstFree ? rowKey(firstFree) : '');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [payment, setPayment] = useState<'cash' | 'card'>('cash');
  const [given, setGiven] = useState('');
  const [sending, setSending] = useState(false);
  // Until the script runs, nothing is disabled: the plain form must stay usable without it.
  const ready = useHydrated();
  const row = rows.find((r) => rowKey(r) === target);
  const field = (r: CounterRow, saleType: number) => `q~${rowKey(r)}~${saleType}`;
  const quantity = (r: CounterRow, saleType: number) => counts[field(r, saleType)] ?? 0;
  const tickets = row ? row.prices.reduce((s, p) => s + quantity(row, p.sale_type_id), 0) : 0;
  const totalCents = row ? row.prices.reduce((s, p) => s + p.cents * quantity(row, p.sale_type_id), 0) : 0;
  const givenCents = /^\d{1,7}([.,]\d{1,2})?$/.test(given.trim()) ? parsePriceToCents(given.trim()) : null;
  const change = payment === 'cash' && givenCents !== null ? givenCents - totalCents : null;
  const money = (cents: number) => formatPrice(centsToPrice(cents), locale);
  const set = (name: string, n: number) =>
    setCounts((c) => ({ ...c, [name]: Math.max(0, Math.min(MAX_PER_PRICE, Number.isFinite(n) ? n : 0)) }));

  if (!rows.length) return <p className={styles.note}>{t('notOnSale')}</p>;
  return (
    <form
      method="post"
      action="/api/counter/sales/"
      className={styles.sale}
      onSubmit={(event) => {
        if (sending || tickets === 0 || (change !== null && change < 0)) event.preventDefault();
        else setSending(true);
      }}
    >
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <input type="hidden" name="page_locale" value={locale} />
      <input type="hidden" name="event_jet_id" value={date.id_jet} />
      {rows.map((r) => {
        const key = rowKey(r);
        const chosen = key === target;
        return (
          <fieldset key={key} className={chosen ? `${styles.row} ${styles.rowChosen}` : styles.row}>
            <legend className={styles.rowHead}>
              <label className={styles.rowPick}>
                {rows.length === 1 ? (
                  <input type="hidden" name="target" value={key} />
                ) : (
                  <input
                    type="radio"
                    name="target"
                    value={key}
                    checked={chosen}
                    disabled={r.left === 0}
                    onChange={() => {
                      setTarget(key);
                      setCounts({});
                    }}
                  />
                )}
                <span>
                  <strong>{r.seat_group_text}</strong>
                  {r.time_start && r.time_end ? (
                    <span className={styles.muted}>
                      {' '}
                      {t('timeslot', { from: clock(r.time_start, locale), to: clock(r.time_end, locale) })}
                    </span>
                  ) : null}
                </span>
              </label>
              <span className={r.left === 0 ? styles.soldOut : styles.left}>
                {r.left === 0 ? t('soldOut') : t('left', { count: r.left })}
              </span>
            </legend>
            {r.seated ? <p className={styles.note}>{t('seated')}</p> : null}
            <ul className={styles.prices} hidden={ready && !chosen}>
              {r.prices.map((p) => {
                const name = field(r, p.sale_type_id);
                const n = quantity(r, p.sale_type_id);
                const label = `${p.text} ${formatPrice(p.price, locale)}`;
                return (
                  <li key={name} className={styles.price}>
                    <span className={styles.priceText}>
                      {p.text}
                      <span className={styles.muted}>{formatPrice(p.price, locale)}</span>
                    </span>
                    <span className={styles.stepper}>
                      <button
                        type="button"
                        className={styles.step}
                        aria-label={t('less', { price: label })}
                        disabled={!ready || !chosen || n === 0}
                        onClick={() => set(name, n - 1)}
                      >
                        −
                      </button>
                      <input
                        className={styles.qty}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={MAX_PER_PRICE}
                        name={name}
                        value={chosen ? n : 0}
                        aria-label={t('quantity', { price: label })}
                        onChange={(e) => {
                          if (!chosen) setTarget(key);
                          set(name, Number(e.target.value));
                        }}
                      />
                      <button
                        type="button"
                        className={styles.step}
                        aria-label={t('more', { price: label })}
                        disabled={!ready || !chosen || tickets >= r.left}
                        onClick={() => set(name, n + 1)}
                      >
                        +
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}

      <div className={styles.total} aria-live="polite">
        <span>
          {t('total')} · {t('tickets', { count: tickets })}
        </span>
        <strong data-testid="counter-total">{money(totalCents)}</strong>
      </div>

      <fieldset className={styles.payment}>
        <legend>{t('payment')}</legend>
        {(['cash', 'card'] as const).map((method) => (
          <label key={method} className={styles.choice}>
            <input
              type="radio"
              name="payment"
              value={method}
              checked={payment === method}
              onChange={() => setPayment(method)}
            />
            {t(method)}
          </label>
        ))}
      </fieldset>

      {payment === 'cash' ? (
        <div className={styles.cash}>
          <label className={styles.field}>
            {t('given')}
            <input
              className={styles.input}
              name="given"
              inputMode="decimal"
              autoComplete="off"
              value={given}
              onChange={(e) => setGiven(e.target.value)}
            />
          </label>
          <p className={styles.change} aria-live="polite" data-testid="counter-change">
            {change === null ? null : change >= 0 ? (
              <>
                {t('change')}: <strong>{money(change)}</strong>
              </>
            ) : (
              <strong className={styles.short}>{t('notEnough', { amount: money(-change) })}</strong>
            )}
          </p>
        </div>
      ) : null}

      <details className={styles.buyer}>
        <summary>{t('buyer')}</summary>
        <label className={styles.field}>
          {t('email')}
          <input className={styles.input} type="email" name="email" autoComplete="off" />
        </label>
        <label className={styles.field}>
          {t('name')}
          <input className={styles.input} name="name" autoComplete="off" />
        </label>
        <label className={styles.field}>
          {t('buyerLocale')}
          <select className={styles.input} name="locale" defaultValue={locale}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      </details>

      <button
        type="submit"
        className={styles.sell}
        disabled={ready && (sending || tickets === 0 || (change !== null && change < 0))}
      >
        {sending ? t('selling') : `${t('sell')} · ${money(totalCents)}`}
      </button>
    </form>
  );
}

const clock = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
