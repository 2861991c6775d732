'use client';

import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatBerlinTime } from '@/lib/berlin-time';
import { useNamespaceTexts } from '../namespace-texts';

type Places = { capacity: number; sold: number; held: number; left: number };
type Sales = { rows: (Places & { seat_group: string; text: string; time_start: string | null })[]; total: Places };

/**
 * The date's places in its Tickets tab: per seat group (or timeslot) and for the date, what is sold,
 * held in visitors' carts (not expired) and left, as GET /api/ticket-offers/{idJet}/sales/ counts them
 * (the shop's own count). Read when the tab opens; a saved date only.
 */
export function DateSales() {
  const record = useRecordContext<{ id_jet?: number | null }>();
  const t = useNamespaceTexts('orders51');
  const [sales, setSales] = useState<Sales | 'failed' | null>(null);
  const idJet = record?.id_jet;
  useEffect(() => {
    if (!idJet) return;
    let live = true;
    fetch(`/api/ticket-offers/${idJet}/sales/`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<Sales>) : Promise.reject(new Error(String(res.status)))))
      .then((data) => live && setSales(data))
      .catch(() => live && setSales('failed'));
    return () => {
      live = false;
    };
  }, [idJet]);
  if (!idJet) return <Typography variant="body2">{t('salesNotSaved')}</Typography>;
  if (sales === 'failed') return <Alert severity="warning">{t('salesFailed')}</Alert>;
  if (!sales) return null;
  const cells = (p: Places) =>
    (['capacity', 'sold', 'held', 'left'] as const).map((k) => (
      <TableCell key={k} align="right">
        {p[k]}
      </TableCell>
    ));
  return (
    <section data-testid="date-sales" aria-label={t('salesTitle')}>
      <Typography variant="subtitle1" component="h3">
        {t('salesTitle')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 640, mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('salesSeatGroup')}</TableCell>
            <TableCell align="right">{t('salesCapacity')}</TableCell>
            <TableCell align="right">{t('salesSold')}</TableCell>
            <TableCell align="right">{t('salesHeld')}</TableCell>
            <TableCell align="right">{t('salesLeft')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sales.rows.map((row, i) => (
            <TableRow key={`${row.seat_group}-${row.time_start ?? i}`}>
              <TableCell>
                {row.text}
                {row.time_start ? ` · ${formatBerlinTime(row.time_start)}` : ''}
              </TableCell>
              {cells(row)}
            </TableRow>
          ))}
          <TableRow>
            <TableCell>
              <strong>{t('salesTotal')}</strong>
            </TableCell>
            {cells(sales.total)}
          </TableRow>
        </TableBody>
      </Table>
    </section>
  );
}
