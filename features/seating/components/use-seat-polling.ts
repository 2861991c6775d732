import { useCallback, useEffect, useRef } from 'react';
import type { Locale } from '@/i18n/config';
import type { SeatMap } from '../types';

/** How often an open plan asks for its seats' states. */
const POLL_MS = 15_000;

/**
 * Keeps a plan current: GET /api/shop-seating/{id}/ at once, then every `intervalMs` while the page is
 * visible and whenever it becomes visible again, with the last ETag, so an unchanged plan costs a
 * 304. Returns a poll to call after a change of one's own (an add to the cart, a refused seat).
 */
export function useSeatPolling(
  idJet: number,
  locale: Locale,
  onMap: (map: SeatMap) => void,
  intervalMs = POLL_MS,
): () => Promise<void> {
  const etag = useRef<string | null>(null);
  const latest = useRef(onMap);
  useEffect(() => {
    latest.current = onMap;
  }, [onMap]);

  const poll = useCallback(async () => {
    try {
      const res = await fetch(`/api/shop-seating/${idJet}/?lang=${locale}`, {
        headers: etag.current ? { 'if-none-match': etag.current } : {},
        cache: 'no-store',
        credentials: 'same-origin',
      });
      if (!res.ok) return;
      const map = (await res.json()) as SeatMap;
      etag.current = res.headers.get('etag');
      latest.current(map);
    } catch {
      // Offline for a moment: the next poll tries again.
    }
  }, [idJet, locale]);

  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const timer = window.setInterval(() => visible() && void poll(), intervalMs);
    const onVisibility = () => visible() && void poll();
    document.addEventListener('visibilitychange', onVisibility);
    if (visible()) void poll();
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [poll, intervalMs]);

  return poll;
}
