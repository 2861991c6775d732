'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { localeIso, type Locale } from '@/i18n/config';
import type { CheckInResult } from '@/features/check-in';
import { CameraScanner } from './camera-scanner.client';
import { CheckInPanel, type PanelState } from './check-in-panel';
import { markOrderPaid, scanTicket } from './check-in-api';
import { checkInTranslator, seatTranslator, type CheckInMessages, type SeatMessages } from './translator';
import styles from './check-in.module.css';

const COUNT_KEY = 'museum-check-in-count';
/** A short buzz for every answer that is not "admitted": staff notice it without looking. */
const WARNING_VIBRATION = [180, 90, 180];

/**
 * The gate's check-in screen (phone-sized): a code field for hand scanners (they type the code and
 * press Enter) and typing, the camera as a scanner where the browser can read QR codes, and one
 * unmistakable answer per scan (naming block, row and seat of a seated ticket), announced to screen
 * readers. The admissions counter lasts for this browser tab (sessionStorage).
 */
export function CheckInScanner({
  locale,
  messages,
  seatMessages,
}: {
  locale: Locale;
  messages: CheckInMessages;
  seatMessages: SeatMessages;
}) {
  const t = useMemo(() => checkInTranslator(locale, messages), [locale, messages]);
  const ts = useMemo(() => seatTranslator(locale, seatMessages), [locale, seatMessages]);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [scans, setScans] = useState(0);
  const [admitted, setAdmitted] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // One request at a time, also between two renders (a scanner that sends Enter twice).
  const inFlight = useRef(false);

  useEffect(() => {
    const stored = Number(sessionStorage.getItem(COUNT_KEY) ?? 0);
    // The counter of this tab survives a reload; it is read once the page runs in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored > 0) setAdmitted(stored);
  }, []);

  const show = (next: PanelState) => {
    setPanel(next);
    setScans((n) => n + 1);
    if (next.kind !== 'result' || next.result.result !== 'admitted') navigator.vibrate?.(WARNING_VIBRATION);
    else {
      setAdmitted((n) => {
        sessionStorage.setItem(COUNT_KEY, String(n + 1));
        return n + 1;
      });
    }
  };

  const check = async (text: string, force = false) => {
    const value = text.trim();
    if (!value || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const outcome = await scanTicket({ code: value, locale, ...(force ? { force: true } : {}) });
    inFlight.current = false;
    setBusy(false);
    show(outcome.kind === 'result' ? { kind: 'result', result: outcome.result, code: value } : outcome);
    setCode('');
    input.current?.focus();
  };

  const payAndAdmit = async (result: CheckInResult, scanned: string) => {
    if (!result.ticket || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const paid = await markOrderPaid(result.ticket.order_id);
    inFlight.current = false;
    setBusy(false);
    if (paid === 'ok') return check(scanned);
    show(paid === 'signed-out' ? { kind: 'signed-out' } : { kind: 'failed' });
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };

  const format = useMemo(() => {
    const tz = { timeZone: 'Europe/Berlin' } as const;
    const iso = localeIso[locale];
    return {
      day: new Intl.DateTimeFormat(iso, { ...tz, weekday: 'short', day: 'numeric', month: 'numeric', year: 'numeric' }),
      dateTime: new Intl.DateTimeFormat(iso, {
        ...tz,
        weekday: 'short',
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
      time: new Intl.DateTimeFormat(iso, { ...tz, hour: '2-digit', minute: '2-digit' }),
      money: new Intl.NumberFormat(iso, { style: 'currency', currency: 'EUR' }),
    };
  }, [locale]);

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.counter} aria-live="polite">
          {t('count', { count: admitted })}
        </p>
      </div>
      <form className={styles.form} onSubmit={submit} autoComplete="off">
        <label htmlFor="check-in-code" className={styles.label}>
          {t('codeLabel')}
        </label>
        <p id="check-in-hint" className={styles.hint}>
          {t('intro')} {t('codeHint')}
        </p>
        <div className={styles.row}>
          <input
            ref={input}
            id="check-in-code"
            name="code"
            className={styles.input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby="check-in-hint"
            autoFocus
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={200}
            required
          />
          <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
            {busy ? t('checking') : t('check')}
          </button>
        </div>
      </form>
      <CameraScanner
        onCode={(text) => void check(text)}
        busy={busy}
        texts={{ start: t('camera'), stop: t('cameraStop'), video: t('cameraLabel'), error: t('cameraError') }}
      />
      {panel && (
        <CheckInPanel
          // A new element per scan: screen readers announce every answer, also the same one twice.
          key={scans}
          state={panel}
          t={t}
          ts={ts}
          format={format}
          locale={locale}
          busy={busy}
          onAdmitAnyway={(scanned) => void check(scanned, true)}
          onPayAndAdmit={(result, scanned) => void payAndAdmit(result, scanned)}
        />
      )}
      <noscript>
        <p className={styles.noscript}>{t('noscript')}</p>
      </noscript>
    </div>
  );
}
