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

const defaults: Hooks = {
  now: () => new Date(),
  lockTimeoutMs: 3000,
  lockingDisabled: false,
  pauseBetweenCheckAndWriteMs: 0,
};
// On globalThis: Next.js may bundle this module into several server chunks of one process, and the
// end-to-end tests' clock (setTestClock) must reach all of them.
const holder = globalThis as typeof globalThis & { __museumTicketingHooks?: Hooks };
const state: Hooks = (holder.__museumTicketingHooks ??= { ...defaults });

export function ticketingHooks(): Readonly<Hooks> {
  return state;
}

export function setTicketingHooks(changes: Partial<Hooks>) {
  if (!testHooksEnabled()) {
    throw new Error('Ticketing test hooks are only available in tests');
  }
  Object.assign(state, changes);
}

export function resetTicketingHooks() {
  Object.assign(state, defaults);
}

const testHooksEnabled = () => process.env.NODE_ENV === 'test' || process.env.TICKETING_TEST_HOOKS === '1';

/** The end-to-end tests move the server's clock (order expiry); `offsetMs` 0 gives the real time back. */
function setTestClock(offsetMs: number) {
  setTicketingHooks({ now: offsetMs ? () => new Date(Date.now() + offsetMs) : defaults.now });
}

export const pause = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** setTestClock for the test route: false (nothing done) outside tests. */
export function moveTestClock(offsetMs: number) {
  if (!testHooksEnabled()) return false;
  setTestClock(offsetMs);
  return true;
}
