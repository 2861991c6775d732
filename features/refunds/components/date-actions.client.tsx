'use client';

import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { formatBerlin, fromBerlinInput } from '@/lib/berlin-time';
import { staffRequest, type RefundTexts } from './staff-fetch';

type Preview = { orders: number; tickets: number; cancelled_at: string | null };

/**
 * A date's venue actions in the back office: "Cancel this date" (the dialog first asks the server
 * how many orders and tickets it touches, then cancels and refunds them all) and "Move this date"
 * (a new start; buyers are mailed to keep their tickets or take a refund).
 */
export function DateCancelActions({
  idJet,
  t,
  onDone,
  locale = 'de-DE',
}: {
  idJet: number;
  t: RefundTexts;
  onDone?: () => void;
  /** The language dates are shown in ('de-DE', 'en-GB', 'cs-CZ'). */
  locale?: string;
}) {
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [start, setStart] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const open = async (which: 'cancel' | 'move') => {
    setAnswer(null);
    setDialog(which);
    try {
      setPreview(await staffRequest<Preview>(`/api/ticket-offers/${idJet}/cancel/`));
    } catch (error) {
      setAnswer(error instanceof Error ? error.message : String(error));
    }
  };
  const run = async () => {
    setBusy(true);
    try {
      if (dialog === 'cancel') {
        const done = await staffRequest<{ orders: number; tickets: number }>(
          `/api/ticket-offers/${idJet}/cancel/`,
          'POST',
          {},
        );
        setAnswer(t('dateCancelled', done));
      } else {
        const done = await staffRequest<{ mails: number }>(`/api/ticket-offers/${idJet}/move/`, 'POST', {
          // The typed time is Berlin's wall clock, whatever the zone of the staff member's computer
          // (read as the computer's own, a date moved to 18:00 on a computer on UTC started at 19:00).
          date_start: fromBerlinInput(start),
        });
        setAnswer(t('dateMoved', done));
      }
      onDone?.();
    } catch (error) {
      setAnswer(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" color="error" onClick={() => void open('cancel')} disabled={Boolean(preview?.cancelled_at)}>
        {t('cancelDate')}
      </Button>
      <Button size="small" onClick={() => void open('move')}>
        {t('moveDate')}
      </Button>
      <Dialog open={dialog !== null} onClose={() => !busy && setDialog(null)} aria-labelledby="date-action-title">
        <DialogTitle id="date-action-title">{dialog === 'cancel' ? t('cancelDate') : t('moveDate')}</DialogTitle>
        <DialogContent>
          {answer ? (
            <p role="status">{answer}</p>
          ) : dialog === 'cancel' ? (
            <p>{preview ? t('cancelDateConfirm', { orders: preview.orders, tickets: preview.tickets }) : '…'}</p>
          ) : (
            <>
              <TextField
                type="datetime-local"
                label={t('newStart')}
                value={start}
                onChange={(e) => setStart(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                margin="normal"
              />
              {start && preview && (
                <p>
                  {t('moveDateConfirm', { date: formatBerlin(fromBerlinInput(start), locale), orders: preview.orders })}
                </p>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)} disabled={busy}>
            {t('back')}
          </Button>
          {!answer && (
            <Button
              color="error"
              variant="contained"
              disabled={busy || (dialog === 'cancel' ? !preview : !start)}
              onClick={() => void run()}
            >
              {dialog === 'cancel' ? t('cancelDate') : t('moveDate')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
