'use client';

import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { Locale } from '@/i18n/config';
import type { DeskSeat, SeatDeskMap } from '../../types';
import { deskApi, type DeskAnswer } from './desk-api';
import { DeskLegend } from './desk-legend';
import { MovePanel, SeatDetails, SelectionActions, seatText, type Moving } from './desk-panel';
import { DeskPlan } from './desk-plan';
import { seatRange } from './seat-navigation';
import { seatDeskTranslator, type SeatDeskMessages } from './translator';
import styles from './seat-desk.module.css';

/** Other desks and buyers change seats too: the plan reloads this often while the page is open. */
const POLL_MS = 20_000;

type Notice = { kind: 'ok' | 'error'; text: string };

/**
 * The staff's seat desk of one seated date: the plan with free, held, sold and blocked seats and who
 * holds them; select seats (click, Shift+click, keyboard) to block or release them, or move a sold
 * ticket to another seat. Every change goes through the API, which takes the seat groups' locks.
 */
export function SeatDesk({
  locale,
  messages,
  initial,
}: {
  locale: Locale;
  messages: SeatDeskMessages;
  initial: SeatDeskMap;
}) {
  const t = useMemo(() => seatDeskTranslator(locale, messages), [locale, messages]);
  const idJet = initial.event_jet_id;
  const [map, setMap] = useState(initial);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const byId = useMemo(() => new Map(map.seats.map((s) => [s.id, s])), [map.seats]);
  const eligible = useMemo(
    () =>
      moving
        ? new Set(map.seats.filter((s) => s.status === 'free' && s.seat_group === moving.group).map((s) => s.id))
        : null,
    [map.seats, moving],
  );
  const counts = useMemo(() => {
    const n = { free: 0, held: 0, sold: 0, blocked: 0 };
    for (const s of map.seats) n[s.status]++;
    return n;
  }, [map.seats]);

  const reload = useCallback(async () => {
    const answer = await deskApi.load(idJet, locale);
    if (answer.ok) setMap(answer.data);
  }, [idJet, locale]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  /** Runs one action: the new plan on success, the server's message otherwise. */
  const run = async <T,>(call: Promise<DeskAnswer<T>>, done: (data: T) => Promise<string> | string) => {
    setBusy(true);
    const answer = await call;
    if (answer.ok) setNotice({ kind: 'ok', text: await done(answer.data) });
    else setNotice({ kind: 'error', text: answer.signedOut ? t('signedOut') : t('failed', { detail: answer.detail }) });
    if (!answer.ok) await reload();
    setBusy(false);
    return answer.ok;
  };

  const pick = (id: number, range: boolean) => {
    if (moving) {
      if (eligible?.has(id)) setMoving({ ...moving, target: id });
      return;
    }
    setSelected((current) => {
      const next = new Set(current);
      if (range && anchor !== null) seatRange(map.seats, anchor, id).forEach((s) => next.add(s));
      else if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    if (!range || anchor === null) setAnchor(id);
  };

  const chosen = [...selected].flatMap((id) => byId.get(id) ?? []);
  const block = (reason: string) => {
    const ids = chosen.filter((s) => s.status === 'free').map((s) => s.id);
    void run(deskApi.block(idJet, locale, ids, reason), (data) => {
      setMap(data);
      setSelected(new Set());
      return t('blockedDone', { count: ids.length });
    });
  };
  const release = () => {
    const ids = chosen.filter((s) => s.status === 'blocked').map((s) => s.id);
    void run(deskApi.release(idJet, locale, ids), (data) => {
      setMap(data);
      setSelected(new Set());
      return t('releasedDone', { count: ids.length });
    });
  };
  const startMove = (ticket: string, seat: DeskSeat) => {
    setSelected(new Set());
    setMoving({ ticket, from: seat.id, group: seat.seat_group, target: null });
  };
  const confirmMove = () => {
    const target = moving?.target ? byId.get(moving.target) : undefined;
    if (!moving || !target) return;
    void run(deskApi.move(moving.ticket, target.id), async () => {
      await reload();
      setMoving(null);
      setFocused(target.id);
      return t('movedDone', { ticket: moving.ticket, seat: seatText(t, target) });
    });
  };

  const date = map.date_start
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
        new Date(map.date_start),
      )
    : '';
  const focusedSeat = focused !== null ? (byId.get(focused) ?? null) : null;

  // Escape leaves a move, or else clears the selection.
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (moving) setMoving(null);
    else setSelected(new Set());
  };

  return (
    <div className={styles.root} onKeyDown={escape}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('heading', { title: map.title })}</h1>
        <p className={styles.meta}>
          {date} · {map.plan_name}
          {map.event_id ? (
            <>
              {' · '}
              <a href={`/${locale}/dashboard/events/${map.event_id}`}>{t('toEvent')}</a>
            </>
          ) : null}
        </p>
        <p className={styles.counts}>
          {t('counts', counts)}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void reload()} disabled={busy}>
            {t('refresh')}
          </button>
        </p>
      </header>
      <p role="status" className={notice?.kind === 'error' ? styles.error : styles.notice}>
        {notice?.text ?? ''}
      </p>
      <div className={styles.layout}>
        <div className={styles.planBox}>
          <DeskPlan
            map={map}
            t={t}
            selected={moving ? new Set(moving.target ? [moving.target] : []) : selected}
            focused={focused}
            eligible={eligible}
            onFocus={setFocused}
            onPick={pick}
          />
          <DeskLegend t={t} color={map.seat_groups[0]?.color ?? '#2f6f4f'} />
        </div>
        <aside className={styles.panel}>
          {moving ? (
            <MovePanel
              t={t}
              moving={moving}
              target={moving.target ? (byId.get(moving.target) ?? null) : null}
              busy={busy}
              onConfirm={confirmMove}
              onCancel={() => setMoving(null)}
            />
          ) : null}
          <SeatDetails seat={focusedSeat} map={map} t={t} locale={locale} moving={moving} onMove={startMove} />
          {moving ? null : (
            <SelectionActions
              t={t}
              seats={chosen}
              busy={busy}
              onBlock={block}
              onRelease={release}
              onClear={() => setSelected(new Set())}
            />
          )}
        </aside>
      </div>
    </div>
  );
}
