import 'server-only';

/**
 * Knobs for tests and the cart benchmark only: an injected clock, a shorter lock timeout, and a
 * switch that turns locking off with a pause between capacity check and write, so the concurrency
 * tests can prove they are able to see a race (the negative control). Production never sets them:
 * setTicketingHooks refuses outside NODE_ENV=test unless TICKETING_TEST_HOOKS=1 (bench script).
 */
type Hooks = {
  now: () => Date;
  lockTimeoutMs: number;
  lockingDisabled: boolean;
  pauseBetweenCheckAndWriteMs: number;
};

const defaults: Hooks = { now: () => new Date(), lockTimeoutMs: 3000, lockingDisabled: false, pauseBetweenCheckAndWriteMs: 0 };
const state: Hooks = { ...defaults };

export function ticketingHooks(): Readonly<Hooks> {
  return state;
}

export function setTicketingHooks(changes: Partial<Hooks>) {
  if (process.env.NODE_ENV !== 'test' && process.env.TICKETING_TEST_HOOKS !== '1') {
    throw new Error('Ticketing test hooks are only available in tests');
  }
  Object.assign(state, changes);
}

export function resetTicketingHooks() {
  Object.assign(state, defaults);
}

export const pause = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
