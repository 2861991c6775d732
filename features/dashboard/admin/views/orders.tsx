'use client';

import {
  ArrayField,
  Button,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  HttpError,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { BERLIN_DATE_TIME, formatBerlinDateTime } from '@/lib/berlin-time';
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

const STATUSES = ['pending', 'reserved', 'paid', 'cancelled', 'expired'].map((id) => ({
  id,
  name: `museum.orderStatus_${id}`,
}));
const METHODS = ['free', 'invoice', 'stripe', 'cash', 'card', 'box-office'].map((id) => ({
  id,
  name: `museum.paymentMethod_${id.replace('-', '_')}`,
}));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />,
  <DateInput key="from" source="date_from" />,
  <DateInput key="to" source="date_to" />,
];

/** Times are shown as wall-clock time in Berlin, where the museum is, whatever the browser's zone. */
const shownInBerlin = (iso: string | null) => (iso ? formatBerlinDateTime(iso) : '');

/** The CSV of exactly the orders the list shows (same search and filters). */
function ExportCsv() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { q, ...rest } = filterValues as Record<string, string>;
  const query = new URLSearchParams({ ...(q ? { search: q } : {}), ...rest });
  return <Button label={translate('museum.exportCsv')} href={`/api/orders/export/?${query}`} component="a" />;
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
  const translate = useTranslate();
  return (
    <SimpleList<OrderRow>
      linkType="show"
      primaryText={(o) => `${o.code} · ${o.buyer_name || o.email || '—'}`}
      secondaryText={(o) => `${o.tickets} × · ${o.total} €`}
      tertiaryText={(o) => translate(`museum.orderStatus_${o.status}`)}
    />
  );
}

export function OrderList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      perPage={25}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsv />
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
          <TextField source="total" sortable={false} />
          <SelectField
            source="payment_provider"
            label="resources.orders.fields.payment_method"
            choices={METHODS}
            sortable={false}
          />
          <SelectField source="status" choices={STATUSES} sortable={false} />
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

export function OrderShow() {
  return (
    <Show actions={<OrderActions />}>
      <SimpleShowLayout>
        <TextField source="code" />
        <SelectField source="status" choices={STATUSES} />
        <TextField source="buyer_name" />
        <TextField source="email" />
        <TextField source="total" />
        <TextField source="voucher_amount" />
        <TextField source="amount_due" />
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
            <TextField source="unit_price" />
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
