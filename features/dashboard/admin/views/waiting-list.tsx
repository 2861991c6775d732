'use client';

import {
  Button,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { CSRF_COOKIE, CSRF_HEADER } from '@/features/auth';
import { getCookie } from '@/lib/browser-cookie';
import { useBerlinFormat } from '../berlin-fields';
import { useNamespaceTexts } from '../namespace-texts';

/** An entry as GET /api/waiting-list/ lists it. */
type Entry = {
  id: number;
  event_jet_id: number;
  event_title: string;
  date_start: string | null;
  seat_group: string | null;
  email: string;
  quantity: number;
  position: number;
  status: string;
  offer_expires_at: string | null;
};

const STATUSES = ['waiting', 'offered', 'used', 'expired', 'removed'];

/** A write of the waiting list's staff routes, with the CSRF header; a refusal's message is thrown. */
async function send(url: string, method: 'POST' | 'DELETE', body?: unknown) {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { [CSRF_HEADER]: getCookie(CSRF_COOKIE) ?? '', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(typeof answer.detail === 'string' ? answer.detail : `Error ${res.status}`);
  return answer;
}

function useRun() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (work: () => Promise<string | void>) => {
    try {
      const message = await work();
      if (message) notify(message, { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
    refresh();
  };
}

/** Move up, Move down and Remove for an entry still in line. */
function RowActions() {
  const entry = useRecordContext<Entry>();
  const t = useNamespaceTexts('WaitingList');
  const run = useRun();
  if (!entry || (entry.status !== 'waiting' && entry.status !== 'offered')) return null;
  const move = (direction: 'up' | 'down') =>
    run(() => send(`/api/waiting-list/${entry.id}/move/`, 'POST', { direction }).then(() => undefined));
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={t('admin.moveUp')} onClick={() => move('up')} />
      <Button label={t('admin.moveDown')} onClick={() => move('down')} />
      <Button
        label={t('admin.remove')}
        color="error"
        onClick={() => run(() => send(`/api/waiting-list/${entry.id}/`, 'DELETE').then(() => t('admin.done')))}
      />
    </span>
  );
}

/** Clear list and Send next offer, for the date chosen in the filter. */
function DateActions() {
  const { filterValues } = useListContext();
  const t = useNamespaceTexts('WaitingList');
  const run = useRun();
  const idJet = Number((filterValues as { event_jet_id?: unknown }).event_jet_id);
  if (!idJet) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button
        label={t('admin.offerNext')}
        onClick={() =>
          run(async () => {
            const answer = await send('/api/waiting-list/offer-next/', 'POST', { event_jet_id: idJet });
            return t('admin.offered', { count: (answer.offered as unknown[]).length });
          })
        }
      />
      <Button
        label={t('admin.clear')}
        color="error"
        onClick={() =>
          window.confirm(t('admin.confirmClear')) &&
          run(() => send('/api/waiting-list/clear/', 'POST', { event_jet_id: idJet }).then(() => t('admin.done')))
        }
      />
    </TopToolbar>
  );
}

/**
 * The waiting lists of sold-out dates (box office): per date the line with place, address, number
 * of tickets, status and how long an offer lasts; staff reorder, remove, clear a date's list, or
 * send the next offer now instead of at the background runner's next turn.
 */
export function WaitingList() {
  const t = useNamespaceTexts('WaitingList');
  const format = useBerlinFormat();
  const filters = [
    <NumberInput key="date" source="event_jet_id" label={t('admin.eventJetId')} alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label={t('admin.status')}
      choices={STATUSES.map((id) => ({ id, name: t(`admin.status_${id}`) }))}
      alwaysOn
    />,
  ];
  return (
    <List
      title={t('admin.title')}
      perPage={50}
      filters={filters}
      filterDefaultValues={{ status: 'waiting' }}
      actions={<DateActions />}
      exporter={false}
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{t('admin.empty')}</p>}>
        <FunctionField
          label={t('admin.date')}
          render={(entry: Entry) =>
            `${entry.event_title} (${entry.event_jet_id})${entry.date_start ? `, ${format(entry.date_start)}` : ''}`
          }
        />
        <NumberField source="position" label={t('admin.position')} sortable={false} />
        <TextField source="email" label={t('admin.email')} sortable={false} />
        <NumberField source="quantity" label={t('admin.quantity')} sortable={false} />
        <TextField source="seat_group" label={t('admin.seatGroup')} sortable={false} emptyText="–" />
        <FunctionField label={t('admin.status')} render={(entry: Entry) => t(`admin.status_${entry.status}`)} />
        <FunctionField
          label={t('admin.offerExpires')}
          render={(entry: Entry) => (entry.offer_expires_at ? format(entry.offer_expires_at) : '')}
        />
        <RowActions />
      </Datagrid>
    </List>
  );
}
