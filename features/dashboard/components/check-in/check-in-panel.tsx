import type { Locale } from '@/i18n/config';
import { berlinDay } from '@/lib/berlin-time';
import type { CheckInResult, CheckInTicket } from '@/features/check-in';
import type { CheckInTranslator as Translate, SeatTranslator } from './translator';
import styles from './check-in.module.css';

export type PanelState =
  { kind: 'result'; result: CheckInResult; code: string } | { kind: 'signed-out' } | { kind: 'failed' };

type Formats = {
  day: Intl.DateTimeFormat;
  dateTime: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  money: Intl.NumberFormat;
};

/** When the ticket is for: its timeslot (from–to) or the date's start. */
function when(ticket: CheckInTicket, format: Formats) {
  if (ticket.time_start && ticket.time_end)
    return `${format.dateTime.format(new Date(ticket.time_start))}–${format.time.format(new Date(ticket.time_end))}`;
  return ticket.date_start ? format.dateTime.format(new Date(ticket.date_start)) : '';
}

function TicketFacts({
  ticket,
  t,
  ts,
  format,
}: {
  ticket: CheckInTicket;
  t: Translate;
  ts: SeatTranslator;
  format: Formats;
}) {
  return (
    <div className={styles.facts}>
      <p className={styles.event}>{ticket.event_title}</p>
      <p>{when(ticket, format)}</p>
      <p>{[ticket.seat_group_text, ticket.price_text].filter(Boolean).join(' · ')}</p>
      {/* Staff send the visitor the right way: the seat stands out like the event's title. */}
      {ticket.seat && (
        <p className={styles.event} data-testid="check-in-seat">
          {ts('seat', { section: ticket.seat.section, row: ticket.seat.row, number: ticket.seat.number })}
        </p>
      )}
      <p className={styles.small}>
        {t('ticket', { number: ticket.number, order: ticket.order_code, name: ticket.buyer_name })}
      </p>
    </div>
  );
}

/**
 * The answer to one scan, impossible to mistake at arm's length: green for admitted, red across the
 * whole width for everything that must not pass, ochre where staff can still let the visitor in
 * (collect the money, or confirm another day). role="alert" makes screen readers read it at once.
 */
export function CheckInPanel({
  state,
  t,
  ts,
  format,
  locale,
  busy,
  onAdmitAnyway,
  onPayAndAdmit,
}: {
  state: PanelState;
  t: Translate;
  ts: SeatTranslator;
  format: Formats;
  locale: Locale;
  busy: boolean;
  onAdmitAnyway: (code: string) => void;
  onPayAndAdmit: (result: CheckInResult, code: string) => void;
}) {
  if (state.kind !== 'result') {
    return (
      <section role="alert" className={`${styles.panel} ${styles.stop}`}>
        <p className={styles.verdict}>{state.kind === 'signed-out' ? t('signedOut') : t('failed')}</p>
        {state.kind === 'signed-out' && (
          <p>
            <a
              className={styles.panelLink}
              href={`/${locale}/login?next=${encodeURIComponent(`/${locale}/dashboard/check-in`)}`}
            >
              {t('login')}
            </a>
          </p>
        )}
      </section>
    );
  }
  const { result, code } = state;
  const ticket = result.ticket;
  const order = ticket?.order_code ?? '';
  const tone =
    result.result === 'admitted'
      ? styles.go
      : result.result === 'unpaid' || result.result === 'other_day'
        ? styles.ask
        : styles.stop;

  let verdict: string;
  let detail: string | null = null;
  switch (result.result) {
    case 'admitted':
      verdict = t('admitted');
      break;
    case 'already': {
      const at = ticket?.checked_in_at ? new Date(ticket.checked_in_at) : null;
      const values = {
        time: at ? format.time.format(at) : '',
        date: at ? format.day.format(at) : '',
        name: ticket?.checked_in_by ?? '',
      };
      verdict = `${t('already')} ${at && berlinDay(at) === berlinDay(new Date()) ? t('alreadyToday', values) : t('alreadyEarlier', values)}`;
      detail = t('alreadyDetail');
      break;
    }
    case 'invalid':
      verdict = t('invalid');
      detail = t('invalidDetail');
      break;
    case 'cancelled':
      verdict = ticket?.cancelled_at ? t('ticketCancelled') : t('cancelled');
      detail = ticket?.cancelled_at
        ? t('ticketCancelledDetail', { number: ticket.number, date: format.day.format(new Date(ticket.cancelled_at)) })
        : t('cancelledDetail', { order });
      break;
    case 'expired':
      verdict = t('expired');
      detail = t('expiredDetail', { order });
      break;
    case 'unconfirmed':
      verdict = t('unconfirmed');
      detail = t('unconfirmedDetail', { order });
      break;
    case 'unpaid':
      verdict = t('unpaid');
      detail = t('unpaidDetail', { amount: format.money.format(Number(ticket?.amount_due ?? 0)) });
      break;
    case 'other_day': {
      const start = ticket?.time_start ?? ticket?.date_start;
      verdict = t('otherDay');
      detail = t('otherDayDetail', { date: start ? format.day.format(new Date(start)) : '' });
      break;
    }
  }

  return (
    <section role="alert" className={`${styles.panel} ${tone}`}>
      <p className={styles.verdict}>{verdict}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {result.result === 'unpaid' && ticket && (
        <button type="button" className={styles.action} disabled={busy} onClick={() => onPayAndAdmit(result, code)}>
          {t('markPaid')}
        </button>
      )}
      {result.result === 'other_day' && (
        <button type="button" className={styles.action} disabled={busy} onClick={() => onAdmitAnyway(code)}>
          {t('admitAnyway')}
        </button>
      )}
      {ticket && <TicketFacts ticket={ticket} t={t} ts={ts} format={format} />}
    </section>
  );
}
