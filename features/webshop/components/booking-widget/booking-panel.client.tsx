'use client';

import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { CloseIcon } from '@/components/icons';
import { localeIso, timeZone, type Locale } from '@/i18n/config';
import { cartErrorMessageKey, centsToPrice, formatPrice, isFreePrice } from '@/features/box-office';
import { cartErrorText } from '../cart-error-text';
import type { SeatGroup, TicketPriceItem } from '@/features/box-office/types';
import type { BookingWidgetProps } from './props';
import {
  amountOf,
  cartCalls,
  groupAmount,
  MAX_AMOUNT,
  offeredGroups,
  offeredSlots,
  slotTime,
  splitPrices,
  totalAmount,
  totalCents,
} from './selection';
import { useFetchedTexts } from '@/lib/fetch-texts';
import { panelMessages } from './panel-messages';
import { createWidgetStore, type StoreKeeper, type WidgetStore } from './store';
import { useCartSubmit } from './use-cart-submit';
import { WaitingSummary } from './waiting-summary';
import styles from './booking-widget.module.css';

/** `keep`: where the widget keeps its store between openings; the panel makes it at the first. */
type Props = BookingWidgetProps & { keep: StoreKeeper; onClose: () => void };

/**
 * The open widget, loaded only when a visitor opens one: its many texts (counts, cart errors) come
 * from next-intl under a provider of its own, so the closed widget and the page need no ICU runtime,
 * and its messages are fetched when it opens (at once, when the button's hover already did).
 */
export function BookingPanel({ keep, ...props }: Props) {
  const { locale } = props.texts;
  const messages = useFetchedTexts(panelMessages, locale);
  const [store] = useState(() => keep.get() ?? createWidgetStore(props.seatGroups));
  useEffect(() => keep.set(store), [keep, store]);
  if (messages === undefined) return <div className={styles.panelLoading} aria-busy="true" />;
  if (messages === null) return <p role="alert">{props.texts.failed}</p>;
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      <Panel {...props} store={store} locale={locale} />
    </NextIntlClientProvider>
  );
}

/** For the widget's button: its hover or focus fetches the messages a click will need. */
export const preloadMessages = panelMessages;

function Panel({
  store,
  onClose,
  seatGroups,
  idJet,
  ticketUrl,
  variant = 'detail',
  locale,
  text,
  placesLeft,
}: Omit<Props, 'keep'> & { store: WidgetStore; locale: Locale }) {
  const t = useTranslations('BookingWidget');
  const t51 = useTranslations('shop51');
  const state = useStore(store);
  const groups = offeredGroups(seatGroups);
  const allPrices = groups.flatMap((g) => g.prices);
  const count = totalAmount(state.selected);

  const { submit, stopWaiting } = useCartSubmit(store, idJet);

  // The band above the tickets names the date the visitor is booking (it was empty but for the close button).
  const header = (
    <div className={styles.header}>
      {state.step !== 'main' && state.summary.status === 'idle' && (
        <button type="button" className="button button--secondary button--small" onClick={state.back}>
          {t('back')}
        </button>
      )}
      <p className={styles.headerTitle}>{text}</p>
      <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );

  if (state.summary.status !== 'idle') {
    return (
      <div className={styles.body}>
        {header}
        <Summary
          summary={state.summary}
          ticketUrl={ticketUrl}
          waitingListUrl={`/${locale}/webshop/event/${idJet}#waiting-list`}
          variant={variant}
          onMore={() => state.resetView()}
          onRetry={() => state.setSummary({ status: 'idle' })}
          onStopWaiting={stopWaiting}
        />
      </div>
    );
  }

  if (!groups.length) {
    return (
      <div className={styles.body}>
        {header}
        <p>{t('noTickets')}</p>
      </div>
    );
  }

  const row = (price: TicketPriceItem, group: SeatGroup) => {
    const amount = amountOf(state.selected, price);
    // No '+' beyond the places the seat group has left (the cart would refuse them).
    const left = placesLeft?.[group.seat_group];
    const full = left !== undefined && groupAmount(state.selected, group.seat_group) >= left;
    const ticket = { id: price.id, seat_group: price.seat_group, sale_type_id: price.sale_type_id };
    return (
      <li key={price.id} className={styles.priceRow}>
        <span className={styles.priceName}>
          {price.text}
          {groups.length > 1 && <span className={styles.groupName}>{group.text}</span>}
        </span>
        <span className={styles.priceValue}>
          {isFreePrice(price.price) ? t('free') : formatPrice(price.price, locale)}
        </span>
        <span className={styles.amount}>
          <button
            type="button"
            aria-label={t('decrease', { name: price.text })}
            disabled={amount === 0}
            onClick={() => state.remove(ticket)}
          >
            −
          </button>
          <output aria-live="polite" aria-label={t('amount', { count: amount, name: price.text })}>
            {amount}
          </output>
          <button
            type="button"
            aria-label={t('increase', { name: price.text })}
            disabled={amount >= MAX_AMOUNT || full}
            onClick={() => state.add(ticket)}
          >
            +
          </button>
        </span>
      </li>
    );
  };

  let content: React.ReactNode;
  if (state.step === 'timeslots' && state.stepGroup) {
    const group = groups.find((g) => g.seat_group === state.stepGroup)!;
    content = (
      <fieldset className={styles.slots}>
        <legend>{t('chooseTimeslot')}</legend>
        {offeredSlots(group).map((slot) => (
          <label key={slot.id} className={styles.slot}>
            <input
              type="radio"
              name={`slot-${idJet}-${group.seat_group}`}
              checked={state.blocks[group.seat_group] === slot.block_id}
              onChange={() => state.chooseSlot(group.seat_group, slot.block_id)}
            />
            <span>{slotTime(slot.time_start, localeIso[locale])}</span>
          </label>
        ))}
      </fieldset>
    );
  } else if (state.step === 'discounts' && state.stepGroup) {
    const group = groups.find((g) => g.seat_group === state.stepGroup)!;
    content = (
      <>
        <h3 className={styles.stepTitle}>{t('discounts')}</h3>
        <PriceList showAll={state.showAll} onToggle={state.toggleShowAll} t={t}>
          {splitPrices(group).discounts.map((p) => row(p, group))}
        </PriceList>
      </>
    );
  } else {
    const mains = groups.flatMap((g) => {
      const main = splitPrices(g).main;
      return main ? [{ group: g, main }] : [];
    });
    const chosenDiscounts = groups.flatMap((g) =>
      splitPrices(g)
        .discounts.filter((price) => amountOf(state.selected, price) > 0)
        .map((price) => ({ group: g, price })),
    );
    content = (
      <>
        {groups
          .filter((g) => g.timeslots.length)
          .map((g) => {
            const slot = offeredSlots(g).find((s) => s.block_id === state.blocks[g.seat_group]);
            return (
              <p key={g.id} className={styles.slotChoice}>
                <span>
                  {slot
                    ? t('timeslotChosen', { time: slotTime(slot.time_start, localeIso[locale]) })
                    : t('chooseTimeslot')}
                </span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => state.goTo('timeslots', g.seat_group)}
                >
                  {t('change')}
                </button>
              </p>
            );
          })}
        <PriceList showAll={state.showAll} onToggle={state.toggleShowAll} t={t}>
          {mains.map(({ group, main }) => row(main, group))}
        </PriceList>
        {chosenDiscounts.length > 0 && (
          // Discounts chosen in their own view stay in sight here, with their amounts, next to the total.
          <>
            <h3 className={styles.stepTitle}>{t51('chosenDiscounts')}</h3>
            <ul className={styles.prices} data-expanded="true">
              {chosenDiscounts.map(({ group, price }) => row(price, group))}
            </ul>
          </>
        )}
        {groups
          .filter((g) => splitPrices(g).discounts.length)
          .map((g) => (
            <button
              key={g.id}
              type="button"
              className={styles.discountLink}
              onClick={() => state.goTo('discounts', g.seat_group)}
            >
              {t('showDiscounts', { group: g.text })}
            </button>
          ))}
      </>
    );
  }

  return (
    <div className={styles.body}>
      {header}
      {content}
      <div className={styles.footer}>
        <span>
          {t('total')}: <strong>{formatPrice(centsToPrice(totalCents(state.selected, allPrices)), locale)}</strong>
        </span>
        <button
          type="button"
          className="button"
          disabled={count === 0}
          onClick={() => submit(cartCalls(state.selected, groups, idJet, state.blocks), count)}
        >
          {t('addToCart')}
        </button>
      </div>
    </div>
  );
}

/** First two prices until Show all; the toggle only with more than two (docs/requirements.md §2). */
function PriceList({
  children,
  showAll,
  onToggle,
  t,
}: {
  children: React.ReactNode[];
  showAll: boolean;
  onToggle: () => void;
  t: ReturnType<typeof useTranslations>;
}) {
  const many = children.length > 2;
  return (
    <>
      <ul className={styles.prices} data-expanded={showAll} data-many={many}>
        {many && !showAll ? children.slice(0, 2) : children}
      </ul>
      {many && (
        <button type="button" className={styles.toggle} aria-expanded={showAll} onClick={onToggle}>
          {showAll ? t('showLess') : t('showAll')}
        </button>
      )}
    </>
  );
}

type SummaryProps = {
  summary: ReturnType<WidgetStore['getState']>['summary'];
  ticketUrl: string | null;
  /** Sold out: the shop page of the date, where visitors join its waiting list. */
  waitingListUrl: string;
  variant: 'detail' | 'list';
  onMore: () => void;
  onRetry: () => void;
  onStopWaiting: () => void;
};

/** Errors the visitor can resolve from the selection: fewer tickets, or the same again in a moment. */
const RETRYABLE = new Set(['orderLimit', 'busy', 'rateLimited', 'waitingRoom']);

function Summary({ summary, ticketUrl, waitingListUrl, variant, onMore, onRetry, onStopWaiting }: SummaryProps) {
  const t = useTranslations('BookingWidget');
  const waiting = useTranslations('WaitingList');
  if (summary.status === 'loading') {
    return (
      <p className={styles.summary} role="status" aria-live="polite">
        <span className={styles.wheel} aria-hidden="true" />
        {t('loading', { count: summary.count })}
      </p>
    );
  }
  if (summary.status === 'waiting') {
    return (
      <WaitingSummary
        seconds={summary.seconds}
        position={summary.position}
        waitSeconds={summary.waitSeconds}
        onStop={onStopWaiting}
      />
    );
  }
  if (summary.status === 'success') {
    return (
      <div className={styles.summary} role="status" aria-live="polite">
        <p>{t('success', { count: summary.added })}</p>
        <p>{t('reserved', { count: summary.added })}</p>
        <p className={styles.actions}>
          <a className="button" href={summary.cartUrl}>
            {t('toCart')}
          </a>
          {variant === 'list' && (
            <button type="button" className="button button--secondary" onClick={onMore}>
              {t('addMore')}
            </button>
          )}
        </p>
      </div>
    );
  }
  if (summary.status !== 'error') return null;
  const key = cartErrorMessageKey(summary.code);
  const withWebshop = key === 'failed' || key === 'notEnoughSeats' || key === 'noReservation';
  return (
    <div className={styles.summary} role="alert">
      <p className={styles.error}>
        <span aria-hidden="true" className={styles.info}>
          i
        </span>
        {cartErrorText(t, { code: summary.code, errors: { limit: summary.limit } })} {withWebshop && t('buyViaWebshop')}
      </p>
      {summary.code !== null && <p className={styles.code}>{t('errorCodeLabel', { code: String(summary.code) })}</p>}
      <p className={styles.actions}>
        {RETRYABLE.has(key) && (
          <button type="button" className="button" onClick={onRetry}>
            {t('backToSelection')}
          </button>
        )}
        <a className={RETRYABLE.has(key) ? 'button button--secondary' : 'button'} href={ticketUrl ?? '/webshop'}>
          {t('toWebshop')}
        </a>
      </p>
      {(key === 'notEnoughSeats' || key === 'notEnoughPlaces') && waiting.has('soldOutLink') && (
        <p>
          <a href={waitingListUrl}>{waiting('soldOutLink')}</a>
        </p>
      )}
    </div>
  );
}
