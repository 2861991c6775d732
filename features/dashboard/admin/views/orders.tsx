'use client';

import {
  ArrayField,
  AutocompleteInput,
  Button,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  HttpError,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Alert, useMediaQuery, type Theme } from '@mui/material';
import { BERLIN_DATE_TIME, formatBerlinDateTime } from '@/lib/berlin-time';
import { formatPrice } from '@/features/box-office';
import { isLocale } from '@/i18n/config';
import { useNamespaceTexts, type NamespaceTexts } from '../namespace-texts';
import { de } from './shared';
import { postAction } from '../data-provider';
import { OrderInvoices } from './order-invoices';
import { OrderRefundButton, OrderRefunds } from './order-refunds';

/** An order as GET /api/orders/{id}/ answers it (the list rows carry the first fields only). */
type OrderRecord = {
  id: number;
  code: string;
  status: 'pending' | 'reserved' | 'paid' | 'cancelled' | 'expired';
  payment_provider: string;
  ticket_list?: TicketRow[];
};
type TicketRow = {
  number: string;
  date_start: string | null;
  time_start: string | null;
  checked_in_at: string | null;
  checked_in_by: string | null;
};

const STATUS_IDS = ['pending', 'reserved', 'paid', 'cancelled', 'expired'];
/** The order statuses in the words visitors read too (messages orders51.orderStatus). */
export const statusChoices = (t: NamespaceTexts) =>
  STATUS_IDS.map((id) => ({ id, name: t('orderStatus', { status: id }) }));
const useStatusChoices = () => statusChoices(useNamespaceTexts('orders51'));

/** An amount with its currency in the back office's language ("16 €", "€16"). */
export function useMoney() {
  const [locale] = useLocaleState();
  return (amount: string | null | undefined) => (amount ? formatPrice(amount, isLocale(locale) ? locale : 'de') : '');
}
const METHODS = ['free', 'invoice', 'stripe', 'cash', 'card', 'box-office'].map((id) => ({
  id,
  name: `museum.paymentMethod_${id.replace('-', '_')}`,
}));
/** An event date in the filter's list: its title and start (Berlin). */
const dateOption = (r: { title?: Record<string, string>; date_start?: string }) =>
  `${r.title?.de ?? ''} · ${r.date_start ? formatBerlinDateTime(r.date_start) : ''}`;

/** Search, status, order days, and what the orders bought: production, date and performance days. */
function useOrderFilters() {
  const t = useNamespaceTexts('orders51');
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices(t)} alwaysOn />,
    <ReferenceInput key="production" source="production" reference="productions" alwaysOn>
      <AutocompleteInput
        optionText={de('title')}
        filterToQuery={(q: string) => ({ q })}
        label={t('filterProduction')}
      />
    </ReferenceInput>,
    <ReferenceInput key="event" source="event" reference="events" alwaysOn>
      <AutocompleteInput optionText={dateOption} filterToQuery={(q: string) => ({ q })} label={t('filterEvent')} />
    </ReferenceInput>,
    <DateInput key="performance_from" source="performance_from" label={t('filterPerformanceFrom')} alwaysOn />,
    <DateInput key="performance_to" source="performance_to" label={t('filterPerformanceTo')} />,
    <DateInput key="from" source="date_from" />,
    <DateInput key="to" source="date_to" />,
  ];
}

/** Times are shown as wall-clock time in Berlin, where the museum is, whatever the browser's zone. */
const shownInBerlin = (iso: string | null) => (iso ? formatBerlinDateTime(iso) : '');

/** The CSV of exactly the orders the list shows (same search and filters), per order or per ticket. */
function ExportCsv({ perTicket = false }: { perTicket?: boolean }) {
  const translate = useTranslate();
  const t = useNamespaceTexts('orders51');
  const { filterValues } = useListContext();
  const { q, ...rest } = filterValues as Record<string, string>;
  const query = new URLSearchParams({
    ...(q ? { search: q } : {}),
    ...rest,
    ...(perTicket ? { per_ticket: 'true' } : {}),
  });
  return (
    <Button
      label={perTicket ? t('exportPerTicket') : translate('museum.exportCsv')}
      href={`/api/orders/export/?${query}`}
      component="a"
    />
  );
}

type OrderRow = {
  id: number;
  code: string;
  buyer_name: string;
  email: string;
  tickets: number;
  total: string;
  status: string;
};

/** On a phone (375 px) the list is one tappable line per order: code and buyer, tickets and total, status. */
function OrderLines() {
  const t = useNamespaceTexts('orders51');
  const money = useMoney();
  return (
    <SimpleList<OrderRow>
      linkType="show"
      primaryText={(o) => `${o.code} · ${o.buyer_name || o.email || '—'}`}
      secondaryText={(o) => `${o.tickets} × · ${money(o.total)}`}
      tertiaryText={(o) => t('orderStatus', { status: o.status })}
    />
  );
}

export function OrderList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useOrderFilters();
  const statuses = useStatusChoices();
  const money = useMoney();
  return (
    <List
      perPage={25}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsv />
          <ExportCsv perTicket />
        </TopToolbar>
      }
      exporter={false}
    >
      {small ? (
        <OrderLines />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="code" sortable={false} />
          <DateField source="created_at" showTime sortable={false} options={BERLIN_DATE_TIME} />
          <TextField source="buyer_name" sortable={false} />
          <TextField source="email" sortable={false} />
          <NumberField source="tickets" sortable={false} />
          <FunctionField source="total" sortable={false} render={(o: OrderRow) => money(o.total)} />
          <SelectField
            source="payment_provider"
            label="resources.orders.fields.payment_method"
            choices={METHODS}
            sortable={false}
          />
          <SelectField source="status" choices={statuses} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

type Action = 'mark-paid' | 'cancel' | 'resend';

/**
 * Which actions an order offers: mark paid while money is owed by invoice or at the museum
 * (a confirmed order, or an invoice order not yet confirmed; online payments confirm themselves),
 * cancel while the order stands, re-send the mail unless it is over.
 */
function orderActionAllowed(action: Action, order: Pick<OrderRecord, 'status' | 'payment_provider'>) {
  const over = order.status === 'cancelled' || order.status === 'expired';
  if (action === 'mark-paid')
    return (
      order.status === 'reserved' ||
      (order.status === 'pending' && (order.payment_provider === 'invoice' || order.payment_provider === 'box-office'))
    );
  return !over;
}

/** The server's refusals with a code get our own translated text; anything else shows its message. */
const REFUSALS: Record<string, string> = {
  expired: 'museum.orderExpiredRefused',
  cancelled: 'museum.orderCancelledRefused',
};

function OrderAction({ action, label, confirm }: { action: Action; label: string; confirm?: string }) {
  const record = useRecordContext<OrderRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record || !orderActionAllowed(action, record)) return null;
  return (
    <Button
      label={label}
      onClick={async () => {
        if (confirm && !window.confirm(translate(confirm))) return;
        try {
          await postAction(`/api/orders/${record.id}/${action}/`);
          notify('museum.done', { type: 'success' });
        } catch (error) {
          const code = error instanceof HttpError ? (error.body as { code?: string } | undefined)?.code : undefined;
          notify(
            code && REFUSALS[code]
              ? REFUSALS[code]
              : error instanceof Error
                ? error.message
                : 'ra.notification.http_error',
            { type: 'error', multiLine: true },
          );
        }
        // Refused or not, show the order as it is now (a refusal usually means it changed meanwhile).
        refresh();
      }}
    />
  );
}

function OrderActions() {
  return (
    <TopToolbar>
      <OrderAction action="mark-paid" label="museum.markPaid" />
      <OrderAction action="resend" label="museum.resend" />
      <OrderAction action="cancel" label="museum.cancelOrder" confirm="museum.cancelOrderConfirm" />
      <OrderRefundButton />
    </TopToolbar>
  );
}

/** When and by whom the ticket was let in at the gate, or that it was not (yet). */
function CheckedIn({ ticket }: { ticket: TicketRow }) {
  const translate = useTranslate();
  if (!ticket.checked_in_at) return <span>{translate('museum.notCheckedIn')}</span>;
  return (
    <strong>
      {shownInBerlin(ticket.checked_in_at)}
      {ticket.checked_in_by ? ` · ${ticket.checked_in_by}` : ''}
    </strong>
  );
}

/** An order to be paid by transfer went out without the venue's bank details: staff should set them. */
function BankDetailsMissing() {
  const record = useRecordContext<{ bank_details_missing?: boolean }>();
  const t = useNamespaceTexts('orders51');
  return record?.bank_details_missing ? <Alert severity="warning">{t('bankMissing')}</Alert> : null;
}

type Amounts = { total: string; voucher_amount: string; amount_due: string };

export function OrderShow() {
  const statuses = useStatusChoices();
  const money = useMoney();
  return (
    <Show actions={<OrderActions />}>
      <SimpleShowLayout>
        <BankDetailsMissing />
        <TextField source="code" />
        <SelectField source="status" choices={statuses} />
        <TextField source="buyer_name" />
        <TextField source="email" />
        <FunctionField source="total" render={(o: Amounts) => money(o.total)} />
        <FunctionField source="voucher_amount" render={(o: Amounts) => money(o.voucher_amount)} />
        <FunctionField source="amount_due" render={(o: Amounts) => money(o.amount_due)} />
        <SelectField source="payment_method" choices={METHODS} />
        <FunctionField
          source="payment_due_at"
          render={(o: { payment_due_at: string | null }) => shownInBerlin(o.payment_due_at) || '—'}
        />
        <FunctionField source="paid_at" render={(o: { paid_at: string | null }) => shownInBerlin(o.paid_at) || '—'} />
        <DateField source="created_at" showTime options={BERLIN_DATE_TIME} />
        <ArrayField source="ticket_list" label="resources.orders.fields.tickets">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="number" />
            <TextField source="event_title" label="resources.orders.fields.title" />
            <FunctionField
              label="resources.orders.fields.date_start"
              render={(t: TicketRow) => shownInBerlin(t.time_start ?? t.date_start)}
            />
            <TextField source="seat_group_text" />
            {/* Seated dates: block, row and seat of each ticket (empty for general admission). */}
            <TextField source="seat.section" emptyText="—" />
            <TextField source="seat.row" emptyText="—" />
            <TextField source="seat.number" emptyText="—" />
            <TextField source="price_text" />
            <FunctionField source="unit_price" render={(t: { unit_price: string }) => money(t.unit_price)} />
            <FunctionField
              label="resources.orders.fields.checked_in_at"
              render={(t: TicketRow) => <CheckedIn ticket={t} />}
            />
          </Datagrid>
        </ArrayField>
        <OrderInvoices />
        <OrderRefunds />
      </SimpleShowLayout>
    </Show>
  );
}
