import { useCallback, useEffect, useRef } from 'react';
import { cartErrorMessageKey } from '@/features/box-office';
import { reportError } from '@/lib/report-client';
import { rememberCart, sendCartCalls } from './cart-client';
import type { CartCall } from './selection';
import type { WidgetStore } from './store';

/** One press of 'In den Warenkorb' and the tries that follow it while the shop is over capacity. */
type Attempt = { cancelled: boolean; timer?: ReturnType<typeof setTimeout>; abort: AbortController };

/**
 * Adds the selection to the cart. When the shop is over capacity (503 with -253, or any 503 with
 * Retry-After) the panel says so, with the place in line, and sends the calls again by itself after
 * Retry-After seconds, for as long as that is the answer: from the seat group that was turned away (the
 * groups before it are in the cart already). Any other answer ends the waiting as a first answer would.
 * 'Stop waiting', closing the panel or unmounting it cancels the next try and aborts one in flight.
 */
export function useCartSubmit(store: WidgetStore, idJet: number) {
  const current = useRef<Attempt | null>(null);

  const cancel = useCallback(() => {
    const attempt = current.current;
    current.current = null;
    if (!attempt) return;
    attempt.cancelled = true;
    clearTimeout(attempt.timer);
    attempt.abort.abort();
  }, []);

  useEffect(
    () => () => {
      cancel();
      // The store outlives the panel (it is kept between openings): no 'waiting' without a try to come.
      if (store.getState().summary.status === 'waiting') store.getState().setSummary({ status: 'idle' });
    },
    [store, cancel],
  );

  async function send(attempt: Attempt, calls: CartCall[], count: number, retry: boolean) {
    // The first press is not aborted when the panel closes (its tickets count, as before); the tries after a wait are.
    const result = await sendCartCalls(calls, fetch, retry ? attempt.abort.signal : undefined);
    const state = store.getState();
    if (result.ok) {
      // Tickets in the cart are real even when nobody waits any more: the badge must show them.
      rememberCart(result.response);
      if (current.current === attempt) current.current = null;
      state.setSummary({ status: 'success', added: count, cartUrl: result.response.cart_url });
      state.clearSelection();
      return;
    }
    if (attempt.cancelled) return;
    const { wait } = result;
    if (wait) {
      const rest = calls.slice(result.failedAt ?? 0);
      attempt.timer = setTimeout(() => void send(attempt, rest, count, true), wait.retryAfter * 1000);
      state.setSummary({
        status: 'waiting',
        count,
        seconds: wait.retryAfter,
        position: wait.position,
        waitSeconds: wait.waitSeconds,
      });
      return;
    }
    current.current = null;
    // Codes with their own sentence are answers the visitor can act on (sold out, a cap, wait); only the rest is a fault.
    const key = cartErrorMessageKey(result.code);
    if (key === 'failed' || key === 'errorCode') {
      reportError(new Error(`Cart call failed: ${result.code ?? 'no code'} ${result.detail ?? ''}`), { idJet });
    }
    state.setSummary({ status: 'error', code: result.code, limit: result.limit });
  }

  function submit(calls: CartCall[], count: number) {
    cancel();
    const attempt: Attempt = { cancelled: false, abort: new AbortController() };
    current.current = attempt;
    store.getState().setSummary({ status: 'loading', count });
    void send(attempt, calls, count, false);
  }

  /** 'Stop waiting': no further try; back to the selection, which is kept. */
  function stopWaiting() {
    cancel();
    store.getState().setSummary({ status: 'idle' });
  }

  return { submit, stopWaiting };
}
