'use client';

import { useState, type FormEvent } from 'react';
import type { WaitingListFormTexts } from '../types';
import styles from './waiting-list.module.css';

type Props = {
  idJet: number;
  seatGroup: string | null;
  locale: string;
  max: number;
  texts: WaitingListFormTexts;
};

/**
 * "Notify me" for a sold-out date or seat group. A plain form first (posted without JavaScript, the
 * server answers with the status page); with JavaScript it is sent as JSON and the answer, the place
 * in line or the reason for a refusal in the visitor's language, is shown in place.
 */
export function WaitingListForm({ idJet, seatGroup, locale, max, texts }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `wl-${idJet}-${seatGroup ?? 'all'}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const res = await fetch('/api/shop-waitinglist/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event_jet_id: idJet,
          seat_group: seatGroup,
          email: data.get('email'),
          quantity: Number(data.get('quantity')),
          locale,
        }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string; detail?: string };
      setMessage((res.ok ? body.message : body.detail) || texts.failed);
    } catch {
      setMessage(texts.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.signup} method="post" action="/api/shop-waitinglist/" onSubmit={submit}>
      <h3 id={`${id}-title`}>{texts.heading}</h3>
      <p>{texts.intro}</p>
      <input type="hidden" name="event_jet_id" value={idJet} />
      {seatGroup !== null && <input type="hidden" name="seat_group" value={seatGroup} />}
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.fields}>
        <label htmlFor={`${id}-email`}>
          {texts.email}
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
        </label>
        <label htmlFor={`${id}-quantity`}>
          {texts.quantity}
          <input
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            defaultValue={1}
            required
          />
        </label>
        <button className="button" type="submit" disabled={busy}>
          {busy ? texts.sending : texts.submit}
        </button>
      </div>
      <p className={styles.message} role="status" hidden={!message}>
        {message}
      </p>
    </form>
  );
}
