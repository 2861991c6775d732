'use client';

import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  TextField,
} from '@mui/material';
import type { CancellationResult, RefundView } from '../types';
import { staffRequest, type RefundTexts } from './staff-fetch';

/** The parts of GET /api/orders/{id}/ the refund views read. */
export type RefundableOrder = {
  id: number;
  status: string;
  refund_status?: 'none' | 'partially_refunded' | 'refunded';
  refunds?: RefundView[];
  ticket_list?: { id: string; event_title?: string; price_text?: string; unit_price?: string; status?: string }[];
};

/**
 * "Refund / cancel tickets" on the back office's order view: the order's valid tickets, all checked,
 * a reason for the buyer's mail, then a confirm step that says what happens. The answer shows what
 * was cancelled, or why not (the provider's refusal in its words). `onDone` refreshes the order.
 */
export function OrderRefundAction({
  order,
  t,
  onDone,
}: {
  order: RefundableOrder;
  t: RefundTexts;
  onDone: () => void;
}) {
  const valid = (order.ticket_list ?? []).filter((ticket) => ticket.status !== 'cancelled');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  if (!valid.length || (order.status !== 'paid' && order.status !== 'reserved')) return null;

  const start = () => {
    setChosen(new Set(valid.map((ticket) => ticket.id)));
    setConfirming(false);
    setAnswer(null);
    setOpen(true);
  };
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = async () => {
    setBusy(true);
    try {
      const all = chosen.size === valid.length;
      const result = await staffRequest<CancellationResult>(`/api/orders/${order.id}/refund/`, 'POST', {
        ...(all ? {} : { ticket_ids: [...chosen] }),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      setAnswer({ ok: true, text: t('done', { tickets: result.cancelled_tickets.join(', ') }) });
      onDone();
    } catch (error) {
      setAnswer({ ok: false, text: t('refused', { reason: error instanceof Error ? error.message : '' }) });
      onDone();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={start} data-testid="refund-open">
        {t('action')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="refund-title" fullWidth>
        <DialogTitle id="refund-title">
          {confirming ? t('confirmTitle', { count: chosen.size }) : t('action')}
        </DialogTitle>
        <DialogContent>
          {answer ? (
            <p role={answer.ok ? 'status' : 'alert'} data-testid="refund-answer">
              {answer.text}
            </p>
          ) : confirming ? (
            <p>{t('confirmText')}</p>
          ) : (
            <>
              <FormGroup aria-label={t('chooseTickets')}>
                {valid.map((ticket) => (
                  <FormControlLabel
                    key={ticket.id}
                    control={<Checkbox checked={chosen.has(ticket.id)} onChange={() => toggle(ticket.id)} />}
                    label={[ticket.id, ticket.event_title, ticket.price_text, ticket.unit_price]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                ))}
              </FormGroup>
              <TextField
                label={t('reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                fullWidth
                margin="normal"
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => (confirming ? setConfirming(false) : setOpen(false))} disabled={busy}>
            {t('back')}
          </Button>
          {!answer &&
            (confirming ? (
              <Button color="error" variant="contained" onClick={() => void submit()} disabled={busy}>
                {t('confirm')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => setConfirming(true)} disabled={chosen.size === 0}>
                {t('confirm')}
              </Button>
            ))}
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * The order's refunds: amount, way, state (a refusal with the provider's reason), who and when;
 * refunds to pay out by hand get "Mark paid out".
 */
export function OrderRefundList({ order, t, onDone }: { order: RefundableOrder; t: RefundTexts; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const refunds = order.refunds ?? [];
  const date = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  const paidOut = async (id: number) => {
    try {
      await staffRequest(`/api/orders/${order.id}/refunds/${id}/paid-out/`, 'POST');
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    onDone();
  };
  return (
    <section aria-label={t('refundsTitle')} data-testid="order-refunds">
      <strong>
        {t('refundsTitle')} · {t(`refundStatus_${order.refund_status ?? 'none'}`)}
      </strong>
      {error && <p role="alert">{error}</p>}
      {refunds.length === 0 ? (
        <p>{t('noRefunds')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('colAmount')}</th>
              <th>{t('colMethod')}</th>
              <th>{t('colStatus')}</th>
              <th>{t('colTickets')}</th>
              <th>{t('colBy')}</th>
              <th>{t('colAt')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {refunds.map((refund) => (
              <tr key={refund.id}>
                <td>{refund.amount} €</td>
                <td>{t(`method_${refund.method}`)}</td>
                <td>
                  {t(`status_${refund.status}`)}
                  {refund.failure_reason ? `: ${refund.failure_reason}` : ''}
                </td>
                <td>{refund.tickets.join(', ')}</td>
                <td>{refund.created_by}</td>
                <td>{date.format(new Date(refund.created_at))}</td>
                <td>
                  {refund.status === 'manual' && (
                    <Button size="small" onClick={() => void paidOut(refund.id)}>
                      {t('markPaidOut')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
