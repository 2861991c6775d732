'use client';

import { useState, type ReactNode } from 'react';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  Button,
  Confirm,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  Show,
  TextField,
  TopToolbar,
  useBasename,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { VisitorDetail, VisitorSummary } from '@/features/visitor-admin/types';
import { BerlinDateField, useBerlinFormat } from '../berlin-fields';
import { postAction } from '../data-provider';
import { useNamespaceTexts, type NamespaceTexts } from '../namespace-texts';
import { useMoney } from './orders';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const name = (v: VisitorSummary) => [v.first_name, v.last_name].filter(Boolean).join(' ');

function State({ visitor, t }: { visitor: VisitorSummary; t: NamespaceTexts }) {
  if (visitor.deactivated_at) return <>{t('deactivated')}</>;
  return <>{visitor.email_verified_at ? t('verified') : t('notVerified')}</>;
}

/** Visitor accounts, searched by name or e-mail (GET /{lang}/api/visitors/). */
export function VisitorList() {
  const t = useNamespaceTexts('VisitorAdmin');
  return (
    <List perPage={25} filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="email" label={t('email')} />
        <FunctionField source="last_name" label={t('name')} render={(v: VisitorSummary) => name(v)} />
        <FunctionField
          label={t('state')}
          sortable={false}
          render={(v: VisitorSummary) => <State visitor={v} t={t} />}
        />
        <TextField source="orders" label={t('orders')} sortable={false} />
        <BerlinDateField source="created_at" label={t('createdAt')} />
      </Datagrid>
    </List>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A small table, or "none" when there are no rows. */
function Rows({ head, rows, none }: { head: string[]; rows: ReactNode[][]; none: string }) {
  if (!rows.length) return <Typography>{none}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, i) => (
          <TableRow key={i}>
            {cells.map((c, j) => (
              <TableCell key={j}>{c}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A POST action with a message on success and the server's words on failure. */
function useAction(locale: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useNamespaceTexts('VisitorAdmin');
  return async (id: number, action: string, done: string) => {
    try {
      await postAction(`/${locale}/api/visitors/${id}/${action}/`);
      notify(t(done), { type: 'success' });
      refresh();
    } catch (error) {
      notify(t('failed', { message: (error as Error).message }), { type: 'error' });
    }
  };
}

/** Resend, deactivate or reactivate (with a confirmation), export and delete (with a confirmation). */
function VisitorActions() {
  const visitor = useRecordContext<VisitorDetail>();
  const t = useNamespaceTexts('VisitorAdmin');
  const [locale] = useLocaleState();
  const run = useAction(locale);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const [ask, setAsk] = useState<'deactivate' | 'delete' | null>(null);
  if (!visitor) return null;
  const remove = async () => {
    try {
      await dataProvider.delete('visitors', { id: visitor.id, previousData: visitor });
      notify(t('deleted'), { type: 'success' });
      redirect('list', 'visitors');
    } catch (error) {
      notify(t('failed', { message: (error as Error).message }), { type: 'error' });
    }
  };
  return (
    <TopToolbar>
      {!visitor.email_verified_at ? (
        <Button label={t('resend')} onClick={() => run(visitor.id, 'resend-verification', 'resent')} />
      ) : null}
      {visitor.deactivated_at ? (
        <Button label={t('reactivate')} onClick={() => run(visitor.id, 'reactivate', 'reactivated')} />
      ) : (
        <Button label={t('deactivate')} onClick={() => setAsk('deactivate')} />
      )}
      <Button
        label={t('export')}
        component="a"
        href={`/${locale}/api/visitors/${visitor.id}/export/`}
        download={`visitor-${visitor.id}.json`}
      />
      <Button label={t('delete')} color="error" onClick={() => setAsk('delete')} />
      <Confirm
        isOpen={ask === 'deactivate'}
        title={t('deactivateTitle')}
        content={t('deactivateConfirm')}
        onConfirm={async () => {
          setAsk(null);
          await run(visitor.id, 'deactivate', 'deactivatedDone');
        }}
        onClose={() => setAsk(null)}
      />
      <Confirm
        isOpen={ask === 'delete'}
        title={t('deleteTitle')}
        content={t('deleteConfirm')}
        confirmColor="warning"
        onConfirm={async () => {
          setAsk(null);
          await remove();
        }}
        onClose={() => setAsk(null)}
      />
    </TopToolbar>
  );
}

function VisitorSections() {
  const v = useRecordContext<VisitorDetail>();
  const t = useNamespaceTexts('VisitorAdmin');
  // Order statuses in the words visitors read too; amounts with their currency.
  const statusText = useNamespaceTexts('orders51');
  const money = useMoney();
  const basename = useBasename();
  const format = useBerlinFormat();
  const when = (iso: string | null) => format(iso);
  if (!v) return null;
  const address = [v.street, [v.postal_code, v.city].filter(Boolean).join(' '), v.country].filter(Boolean).join(', ');
  return (
    <Box sx={{ p: 2 }}>
      <Section title={t('account')}>
        <Stack spacing={0.5}>
          <Typography>
            {t('name')}: {name(v)}
          </Typography>
          <Typography>
            {t('email')}: {v.email}
          </Typography>
          <Typography>
            {t('state')}: <State visitor={v} t={t} />
            {v.deactivated_at ? ` (${when(v.deactivated_at)})` : ''}
          </Typography>
          <Typography>
            {t('address')}: {address || t('none')}
          </Typography>
          <Typography>
            {t('locale')}: {v.locale} · {t('newsletter')}: {t(`newsletterState.${v.newsletter}`)} · {t('favorites')}:{' '}
            {v.favorites}
          </Typography>
          <Typography>
            {t('createdAt')}: {when(v.created_at)}
          </Typography>
        </Stack>
      </Section>
      <Section title={t('orders')}>
        <Rows
          none={t('none')}
          head={[t('code'), t('status'), t('total'), t('tickets'), t('date')]}
          rows={v.orders_list.map((o) => [
            <Link key="code" to={`${basename}/orders/${o.id}/show`}>
              {o.code}
            </Link>,
            statusText('orderStatus', { status: o.status }),
            money(o.total),
            o.tickets,
            when(o.created_at),
          ])}
        />
      </Section>
      <Section title={`${t('vouchers')} · ${t('credit')}: ${v.credit}`}>
        <Rows
          none={t('none')}
          head={[t('code'), t('value'), t('balance'), t('status')]}
          rows={v.vouchers.map((x) => [x.code ?? '–', x.value, x.balance, x.state])}
        />
      </Section>
      <Section title={t('subscriptions')}>
        <Rows
          none={t('none')}
          head={[t('title'), t('quantity'), t('code'), t('status')]}
          rows={v.subscriptions.map((s) => [
            s.title,
            s.quantity,
            s.order_code,
            statusText('orderStatus', { status: s.status }),
          ])}
        />
      </Section>
    </Box>
  );
}

/** One visitor account: its sections and the staff's actions. */
export const VisitorShow = () => (
  <Show actions={<VisitorActions />}>
    <VisitorSections />
  </Show>
);
