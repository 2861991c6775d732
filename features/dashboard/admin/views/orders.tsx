'use client';

import {
  ArrayField,
  Button,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { postAction } from '../data-provider';

const STATUSES = ['reserved', 'paid', 'cancelled'].map((id) => ({ id, name: id }));
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={STATUSES} alwaysOn />, <DateInput key="from" source="date_from" />, <DateInput key="to" source="date_to" />];

/** The CSV of exactly the orders the list shows (same search and filters). */
function ExportCsv() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { q, ...rest } = filterValues as Record<string, string>;
  const query = new URLSearchParams({ ...(q ? { search: q } : {}), ...rest });
  return <Button label={translate('museum.exportCsv')} href={`/api/orders/export/?${query}`} component="a" />;
}

export function OrderList() {
  return (
    <List perPage={25} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} actions={<TopToolbar><ExportCsv /></TopToolbar>} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="code" sortable={false} />
        <DateField source="created_at" showTime sortable={false} />
        <TextField source="buyer_name" sortable={false} />
        <TextField source="email" sortable={false} />
        <NumberField source="tickets" sortable={false} />
        <TextField source="total" sortable={false} />
        <TextField source="status" sortable={false} />
      </Datagrid>
    </List>
  );
}

function OrderAction({ action, label, confirm }: { action: 'mark-paid' | 'cancel' | 'resend'; label: string; confirm?: string }) {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record || (action !== 'resend' && record.status === 'cancelled') || (action === 'mark-paid' && record.status === 'paid')) return null;
  return (
    <Button
      label={label}
      onClick={async () => {
        if (confirm && !window.confirm(translate(confirm))) return;
        try {
          await postAction(`/api/orders/${record.id}/${action}/`);
          notify('museum.done', { type: 'success' });
          refresh();
        } catch (error) {
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
        }
      }}
    />
  );
}

function OrderActions() {
  return (
    <TopToolbar>
      <OrderAction action="mark-paid" label="museum.markPaid" />
      <OrderAction action="resend" label="museum.resend" />
      <OrderAction action="cancel" label="museum.cancelOrder" confirm="ra.message.are_you_sure" />
    </TopToolbar>
  );
}

export function OrderShow() {
  return (
    <Show actions={<OrderActions />}>
      <SimpleShowLayout>
        <TextField source="code" />
        <TextField source="status" />
        <TextField source="buyer_name" />
        <TextField source="email" />
        <TextField source="total" />
        <DateField source="created_at" showTime />
        <ArrayField source="ticket_list" label="resources.orders.fields.tickets">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="code" />
            <TextField source="event_title" label="resources.orders.fields.title" />
            <FunctionField label="resources.orders.fields.date_start" render={(t: { date_start: string | null }) => (t.date_start ? new Date(t.date_start).toLocaleString(undefined, { timeZone: 'Europe/Berlin' }) : '')} />
            <TextField source="seat_group_text" label="resources.orders.fields.seat_group" />
            <TextField source="price_text" label="resources.orders.fields.price" />
            <TextField source="unit_price" label="resources.orders.fields.total" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
