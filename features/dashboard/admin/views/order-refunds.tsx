'use client';

import { useLocaleState, useRecordContext, useRefresh } from 'react-admin';
import { isLocale, localeIso } from '@/i18n/config';
import { DateCancelActions, OrderRefundAction, OrderRefundList, type RefundableOrder } from '@/features/refunds/client';
import { useNamespaceTexts } from '../namespace-texts';

/** The order view's "Refund / cancel tickets" action (features/refunds), with the Refunds texts. */
export function OrderRefundButton() {
  const record = useRecordContext<RefundableOrder>();
  const t = useNamespaceTexts('Refunds');
  const refresh = useRefresh();
  return record ? <OrderRefundAction order={record} t={t} onDone={refresh} /> : null;
}

/** The order's refunds with "mark paid out" for those paid out by hand. */
export function OrderRefunds() {
  const record = useRecordContext<RefundableOrder>();
  const t = useNamespaceTexts('Refunds');
  const refresh = useRefresh();
  return record ? <OrderRefundList order={record} t={t} onDone={refresh} /> : null;
}

/** On an event date with a ticket offer: cancel the date (all its orders refunded) or move it. */
export function EventDateActions() {
  const record = useRecordContext<{ id_jet?: number | null }>();
  const t = useNamespaceTexts('Refunds');
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  return record?.id_jet ? (
    <DateCancelActions
      idJet={record.id_jet}
      t={t}
      onDone={refresh}
      locale={isLocale(locale) ? localeIso[locale] : localeIso.de}
    />
  ) : null;
}
