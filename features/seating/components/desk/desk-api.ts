import { CSRF_COOKIE, CSRF_HEADER } from '@/features/auth';
import { getCookie } from '@/lib/browser-cookie';
import type { SeatDeskMap } from '../../types';

/** What a desk request led to: the answer, or the server's message (signed out: 401/403). */
export type DeskAnswer<T> = { ok: true; data: T } | { ok: false; signedOut: boolean; detail: string };

async function request<T>(url: string, body?: unknown): Promise<DeskAnswer<T>> {
  try {
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/json', [CSRF_HEADER]: getCookie(CSRF_COOKIE) ?? '' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (res.ok) return { ok: true, data: json as T };
    const detail = typeof json.detail === 'string' ? json.detail : `HTTP ${res.status}`;
    return { ok: false, signedOut: res.status === 401, detail };
  } catch (error) {
    return { ok: false, signedOut: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** The staff seat map (GET /api/seating/{event_jet_id}/) and its three actions, with the CSRF header. */
export const deskApi = {
  load: (idJet: number, lang: string) => request<SeatDeskMap>(`/api/seating/${idJet}/?lang=${lang}`),
  block: (idJet: number, lang: string, seatIds: number[], reason: string) =>
    request<SeatDeskMap>(`/api/seating/${idJet}/block/?lang=${lang}`, { seat_ids: seatIds, reason }),
  release: (idJet: number, lang: string, seatIds: number[]) =>
    request<SeatDeskMap>(`/api/seating/${idJet}/release/?lang=${lang}`, { seat_ids: seatIds }),
  move: (ticket: string, seatId: number) =>
    request<{ ticket: string }>('/api/seating/tickets/move/', { ticket, seat_id: seatId }),
};
