/** The figures of bench:onsale: tables for people, and one JSON object as the last line for scripts. */
import { STEPS, type Answer, type RunResult } from './buyer';
import type { CpuFigures } from './process-sampler';
import type { Sold } from './targets';

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const round = (ms: number) => Math.round(ms);

const isOk = (a: Answer) => a.status >= 200 && a.status < 400;

/**
 * Fairness of the line: how many waiting buyers were let in more than 2 s (about one reload) after
 * a buyer who arrived later than they did.
 */
function outOfOrder(waited: RunResult['waited']): number {
  const byArrival = [...waited].sort((a, b) => a.arrivedAt - b.arrivedAt);
  let late = 0;
  // The earliest admission among those who arrived later, from the back.
  let laterIn = Infinity;
  for (let i = byArrival.length - 1; i >= 0; i--) {
    if (byArrival[i].inAt > laterIn + 2_000) late++;
    laterIn = Math.min(laterIn, byArrival[i].inAt);
  }
  return late;
}

export function report({
  run,
  sold,
  cpu,
  waitStates,
  buyers,
  seconds,
}: {
  run: RunResult;
  sold: Sold[];
  cpu: CpuFigures | undefined;
  waitStates: { state: string; connections: number }[] | undefined;
  buyers: number;
  seconds: number;
}) {
  const wall = (run.endedAt - run.startedAt) / 1000;
  const steps = Object.fromEntries(
    STEPS.map((step) => {
      const answers = run.answers.filter((a) => a.step === step);
      const ok = answers.filter(isOk);
      // An answer's own time: what the line held it at its front is the buyer's wait in line (below).
      const times = ok.map((a) => a.ms - a.lineMs).sort((x, y) => x - y);
      const withLine = ok.map((a) => a.ms).sort((x, y) => x - y);
      return [step, { answers, times, withLine }];
    }),
  );
  console.log(
    `\nPer step (${buyers} buyers arriving over ${seconds} s; the last was done after ${wall.toFixed(1)} s). Times from the moment the line let the request in; the last column counts the time it was held at the line's front too:`,
  );
  console.table(
    STEPS.map((step) => {
      const { answers, times } = steps[step];
      return {
        step,
        answers: answers.length,
        'ok/s': +(times.length / wall).toFixed(1),
        'p50 ms': round(pct(times, 50)),
        'p95 ms': round(pct(times, 95)),
        'p99 ms': round(pct(times, 99)),
        'max ms': round(times.at(-1) ?? 0),
        'p95 ms with the hold': round(pct(steps[step].withLine, 95)),
      };
    }),
  );
  const byStatus = new Map<string, number>();
  for (const a of run.answers)
    if (!isOk(a)) {
      const key = `${a.step} ${a.status || 'no answer'}${a.code ? ` (code ${a.code})` : ''}${a.fair ? ' fair refusal' : ''}${a.turnedAway ? ' turned away' : ''}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
  console.log('Answers other than success, by step and status:', byStatus.size ? Object.fromEntries(byStatus) : 'none');
  const errors = run.answers.filter((a) => !isOk(a) && !a.fair && !a.turnedAway).length;
  const refused = run.answers.filter((a) => a.fair).length;

  const tickets = sold.reduce((s, d) => s + d.tickets, 0);
  const oversold = sold.reduce((s, d) => s + d.oversold, 0);
  console.table(
    sold.map((d) => ({
      date: `${d.target.kind} ${d.target.idJet}`,
      buyers: d.target.buyers,
      'places for the rush': d.target.places,
      'tickets sold': d.tickets,
      'counted / capacity': `${d.counted} / ${d.capacity}`,
      oversold: d.oversold,
    })),
  );
  if (cpu)
    console.log(
      `Server: ${cpu.cpuSeconds.toFixed(1)} s CPU in ${cpu.wallSeconds.toFixed(1)} s (${cpu.averageCores.toFixed(2)} cores on average, ${cpu.peakCores.toFixed(2)} at the peak), peak memory ${cpu.rssPeakMiB} MiB`,
    );
  if (waitStates) {
    console.log('Database connections, average number in each state:');
    console.table(waitStates);
  }
  const slowest = run.answers.reduce((max, a) => Math.max(max, a.ms), 0);
  if (run.turnedAway) {
    const order = outOfOrder(run.waited);
    const waits = run.waited.map((w) => w.inAt - w.arrivedAt).sort((x, y) => x - y);
    console.log(
      `${run.turnedAway} buyers were turned away at first and waited (${run.answers.filter((a) => a.turnedAway).length} waiting-room answers); their wait p50 ${(pct(waits, 50) / 1000).toFixed(1)} s, p95 ${(pct(waits, 95) / 1000).toFixed(1)} s, longest ${((waits.at(-1) ?? 0) / 1000).toFixed(1)} s; ${order} of them were let in more than 2 s after someone who arrived later`,
    );
  }
  console.log(
    `${run.orders} orders (${(run.orders / wall).toFixed(1)} a second), ${refused} fair refusals (${run.refusedBuyers} buyers without an order), ${errors} errors; at most ${run.inFlightPeak} requests in flight; the line drained ${((run.endedAt - run.lastArrivalAt) / 1000).toFixed(1)} s after the last arrival`,
  );
  console.log(
    JSON.stringify({
      buyers,
      orders: run.orders,
      tickets,
      oversold,
      errors,
      refused,
      add_p95_ms: round(pct(steps.add.times, 95)),
      checkout_p95_ms: round(pct(steps.checkout.times, 95)),
      page_p95_ms: round(pct(steps.page.times, 95)),
      page_with_hold_p95_ms: round(pct(steps.page.withLine, 95)),
      order_page_p95_ms: round(pct(steps.order.times, 95)),
      turned_away: run.turnedAway,
      orders_per_second: +(run.orders / wall).toFixed(1),
      slowest_ms: round(slowest),
      rss_mib: cpu?.rssPeakMiB ?? null,
    }),
  );
}
