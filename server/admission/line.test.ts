import { describe, expect, it } from 'vitest';
import { createLine, type Decision, type Health } from './line';

/** Healthy and at work (a rush: the buyers inside keep the machine busy). */
const calm: Health = { slowMs: 50, lagMs: 5, dbWaits: 0, cpuCores: 1.2 };
const slow: Health = { slowMs: 900, lagMs: 5, dbWaits: 0, cpuCores: 1.9 };
/** Healthy and hardly at work: the buyers inside read, or are few. */
const idle: Health = { slowMs: 0, lagMs: 5, dbWaits: 0, cpuCores: 0.05 };
const limits = { targetMs: 200, maxLagMs: 100, maxDbWaits: 10 };
const settings = { minBuyers: 1, maxBuyers: 100, startBuyers: 2, burstBuyers: 0, quietSeconds: 600 };
/** Room for one buyer at a time, whatever the health. */
const one = { ...settings, maxBuyers: 1, startBuyers: 1 };

const waiting = (d: Decision) => {
  if (d.admit) throw new Error('expected to wait');
  return d;
};

describe('the shop line', () => {
  it('lets buyers in while there is room, then puts newcomers in line in the order they came', () => {
    const line = createLine(settings);
    expect(line.decide(null, 0).admit).toBe(true);
    expect(line.decide(null, 1).admit).toBe(true);
    const first = waiting(line.decide(null, 2));
    const second = waiting(line.decide(null, 3));
    expect([first.position, second.position]).toEqual([1, 2]);
    // Asking again changes nothing while nobody is done.
    expect(waiting(line.decide(second.ticket, 4)).position).toBe(2);
    expect(waiting(line.decide(first.ticket, 5)).position).toBe(1);
    expect(line.state()).toMatchObject({ active: 2, waiting: 2 });
  });

  it('gives a freed place to the first in line, not to whoever asks first', () => {
    const line = createLine({ ...settings, startBuyers: 1 });
    const inside = line.decide(null, 0);
    if (!inside.admit) throw new Error('first buyer should be let in');
    const first = waiting(line.decide(null, 1));
    const second = waiting(line.decide(null, 2));
    line.done(inside.pass);
    // The second asks first after the place came free: still not their turn.
    expect(line.decide(second.ticket, 3).admit).toBe(false);
    expect(line.decide(null, 4).admit).toBe(false);
    expect(line.decide(first.ticket, 5).admit).toBe(true);
    expect(waiting(line.decide(second.ticket, 6)).position).toBe(1);
  });

  it('keeps a place across a reload and after a while away (the arrival travels in the cookie)', () => {
    const line = createLine(one);
    const inside = line.decide(null, 0);
    if (!inside.admit) throw new Error('first buyer should be let in');
    const first = waiting(line.decide(null, 1_000));
    const second = waiting(line.decide(null, 2_000));
    // The first waiter is not heard of for a minute and drops out of the line (the buyer inside shops on)...
    for (let t = 3_000; t <= 60_000; t += 1_000) {
      line.seen([inside.pass], t);
      line.decide(second.ticket, t);
      line.tick(calm, limits, t);
    }
    expect(line.state().waiting).toBe(1);
    // ...and coming back with the cookie stands before the one who came later.
    expect(waiting(line.decide(first.ticket, 61_000)).position).toBe(1);
    expect(waiting(line.decide(second.ticket, 61_500)).position).toBe(2);
  });

  it('a buyer who stops asking without checking out frees the place quietSeconds after their last request', () => {
    const line = createLine({ ...one, quietSeconds: 60 });
    const inside = line.decide(null, 0);
    if (!inside.admit) throw new Error('first buyer should be let in');
    const next = waiting(line.decide(null, 1));
    line.seen([inside.pass], 20_000);
    for (let t = 21_000; t <= 80_000; t += 1_000) {
      line.tick(calm, limits, t);
      expect(line.decide(next.ticket, t).admit).toBe(false);
    }
    line.tick(calm, limits, 80_001);
    expect(line.decide(next.ticket, 80_002).admit).toBe(true);
  });

  it('a pass that never comes back (a client without cookies, a crawler) holds no place for long', () => {
    const line = createLine({ ...one, quietSeconds: 20 });
    line.decide(null, 0);
    const next = waiting(line.decide(null, 1));
    for (let t = 1_000; t <= 10_000; t += 1_000) {
      line.tick(calm, limits, t);
      line.decide(next.ticket, t);
    }
    expect(line.decide(next.ticket, 10_001).admit).toBe(false);
    line.tick(calm, limits, 11_000);
    expect(line.decide(next.ticket, 11_001).admit).toBe(true);
  });

  it('admits fewer at once when answers get slow, more while people wait and all is well', () => {
    const line = createLine({ ...settings, startBuyers: 50 });
    const passes: string[] = [];
    for (let i = 0; i < 50; i++) {
      const d = line.decide(null, i);
      if (d.admit) passes.push(d.pass);
    }
    for (let t = 0; t < 5_000; t += 250) line.tick(slow, limits, t);
    const low = line.state().limit;
    expect(low).toBeLessThan(20);
    for (const pass of passes) line.done(pass, 5_000);
    // Healthy but nobody waits: the limit stays.
    for (let t = 5_000; t < 10_000; t += 250) line.tick(calm, limits, t);
    expect(line.state().limit).toBe(low);
    // Slow with the shop far from full and nobody waiting: slow for other reasons, the limit stays too.
    for (let t = 10_000; t < 15_000; t += 250) line.tick(slow, limits, t);
    expect(line.state().limit).toBe(low);
    // Healthy with people waiting: it grows again.
    for (let i = 0; i < low + 5; i++) line.decide(null, 15_000 + i);
    for (let t = 15_000; t < 20_000; t += 250) line.tick(calm, limits, t);
    expect(line.state().limit).toBeGreaterThan(low);
    // Never below the minimum, never above the maximum (newcomers keep arriving, so the limit binds).
    for (let t = 20_000; t < 60_000; t += 250) {
      line.decide(null, t);
      line.tick(slow, limits, t);
    }
    expect(line.state().limit).toBe(settings.minBuyers);
  });

  it('grows fast while people wait and the buyers inside leave the machine idle, one a tick while they keep it busy', () => {
    const grown = (health: Health) => {
      const line = createLine({ ...settings, startBuyers: 8 });
      for (let i = 0; i < 30; i++) line.decide(null, i);
      // A slow moment first (a cold start): the limit goes down, and a busy machine waits 2 s to grow again.
      line.tick(slow, limits, 250);
      for (let t = 500; t <= 1_250; t += 250) line.tick(health, limits, t);
      return line.state().limit;
    };
    // 30 at once on a quiet machine: within a second the limit lets them all in.
    expect(grown(idle)).toBeGreaterThanOrEqual(30);
    // The same while the shop's requests keep the machine busy: no growth yet after the decrease.
    expect(grown(calm)).toBe(6);
  });

  it('keeps the limit while no process reports its health, but lets passes run out', () => {
    const line = createLine({ ...settings, startBuyers: 8, quietSeconds: 10 });
    for (let i = 0; i < 30; i++) line.decide(null, i);
    for (let t = 250; t <= 2_000; t += 250) line.tick(null, limits, t);
    expect(line.state()).toMatchObject({ limit: 8, active: 8 });
    line.tick(null, limits, 6_000);
    expect(line.state().active).toBe(0);
  });

  it('holds a burst of newcomers up to burstBuyers, however small the limit; only the front may take a place ahead', () => {
    const line = createLine({ ...settings, startBuyers: 8, burstBuyers: 32 });
    const decisions = Array.from({ length: 50 }, (_, i) => line.decide(null, i));
    const queue = decisions.filter((d) => !d.admit).map(waiting);
    expect(queue).toHaveLength(42);
    // The first 32 in line are held; the front is the limit (8) and four let in a second lately.
    expect(queue.map((d) => d.hold)).toEqual(queue.map((_, i) => i < 32));
    expect(queue.map((d) => d.front)).toEqual(queue.map((_, i) => i < 12));
    // Asking again with their place, one beyond the front is told to come back, not held.
    const again = waiting(line.decide(queue[20].ticket, 100));
    expect([again.hold, again.front]).toEqual([false, false]);
    // A place comes free while the first in line are away: the 13th may not take it, the 12th may.
    const inside = decisions.find((d) => d.admit);
    if (!inside?.admit) throw new Error('a buyer should be inside');
    line.done(inside.pass, 200);
    expect(line.enter(queue[12].ticket, 300)).toBeNull();
    expect(line.enter(queue[11].ticket, 300)?.admit).toBe(true);
  });

  it('tells the expected wait from how fast buyers were let in lately, and asks the front to come back soon', () => {
    const line = createLine({ ...settings, startBuyers: 10 });
    const passes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const d = line.decide(null, i * 100);
      if (d.admit) passes.push(d.pass);
    }
    const tickets = Array.from({ length: 30 }, (_, i) => waiting(line.decide(null, 2_000 + i)));
    expect(tickets[0].retryAfter).toBe(1);
    expect(tickets[29].waitSeconds).toBeGreaterThan(tickets[0].waitSeconds!);
    expect(tickets[29].retryAfter).toBeGreaterThan(1);
    expect(tickets[29].retryAfter).toBeLessThanOrEqual(10);
  });

  it('a waiter ahead who stopped asking does not hold the others back', () => {
    const line = createLine(one);
    const inside = line.decide(null, 0);
    const gone = waiting(line.decide(null, 1));
    const stays = waiting(line.decide(null, 2));
    if (!inside.admit) throw new Error('first buyer should be let in');
    line.done(inside.pass);
    // The one ahead was told to come back in a second; unheard of for 2 × 1 s + 5 s, they have left.
    for (let t = 1_000; t <= 8_000; t += 1_000) {
      line.tick(calm, limits, t);
      if (t < 8_000) expect(line.decide(stays.ticket, t).admit).toBe(false);
    }
    expect(line.decide(stays.ticket, 8_001).admit).toBe(true);
    expect(gone.position).toBe(1);
  });

  it("a buyer whose order is made counts until their order's page was served, or three seconds", () => {
    const line = createLine(one);
    const first = line.decide(null, 0);
    if (!first.admit) throw new Error('first buyer should be let in');
    const next = waiting(line.decide(null, 10));
    line.ordered(first.pass, 100);
    line.tick(calm, limits, 200);
    expect(line.decide(next.ticket, 300).admit).toBe(false);
    line.done(first.pass, 400);
    const second = line.decide(next.ticket, 500);
    if (!second.admit) throw new Error('the next buyer should be let in once the order page was served');
    // One who never loads their order's page: the place comes free three seconds after the order.
    const after = waiting(line.decide(null, 600));
    line.ordered(second.pass, 1_000);
    line.tick(calm, limits, 3_900);
    expect(line.decide(after.ticket, 3_950).admit).toBe(false);
    line.tick(calm, limits, 4_100);
    expect(line.decide(after.ticket, 4_150).admit).toBe(true);
  });

  it('a checkout done stays done, also when the pass is reported seen a moment later', () => {
    const line = createLine(one);
    const inside = line.decide(null, 0);
    if (!inside.admit) throw new Error('first buyer should be let in');
    line.done(inside.pass);
    line.seen([inside.pass], 100);
    expect(line.state().active).toBe(0);
    expect(line.decide(null, 200).admit).toBe(true);
  });

  it('a waiter here at the front takes a place those ahead, away between two reloads, would leave empty; not one further back', () => {
    const line = createLine({ ...settings, startBuyers: 1, maxBuyers: 1 });
    // Nine let in over the last three seconds: three a second, so the front is the limit and the next three.
    for (let i = 0; i < 8; i++) {
      const d = line.decide(null, i * 250);
      if (!d.admit) throw new Error('a buyer should be let in');
      line.done(d.pass, i * 250 + 100);
    }
    const inside = line.decide(null, 1_900);
    if (!inside.admit) throw new Error('a buyer should be let in');
    const queue = Array.from({ length: 8 }, (_, i) => waiting(line.decide(null, 2_000 + i)));
    expect(queue.map((d) => d.front)).toEqual([true, true, true, true, false, false, false, false]);
    line.done(inside.pass, 2_200);
    // The first in line is away; the place goes to one here near the front, never to one far back.
    expect(line.enter(queue[7].ticket, 2_300)).toBeNull();
    expect(line.enter(queue[1].ticket, 2_300)?.admit).toBe(true);
    expect(waiting(line.decide(queue[0].ticket, 2_400)).position).toBe(1);
  });

  it('tells the wait from the seconds since buyers began to be let in, not a whole window of them', () => {
    const line = createLine({ ...settings, startBuyers: 6, maxBuyers: 6 });
    for (let i = 0; i < 6; i++) line.decide(null, i * 300);
    // Six let in over two seconds: three a second, so the 30th in line waits about ten seconds.
    let last = waiting(line.decide(null, 1_900));
    for (let i = 1; i < 30; i++) last = waiting(line.decide(null, 1_900 + i));
    expect(last.waitSeconds).toBeGreaterThanOrEqual(9);
    expect(last.waitSeconds).toBeLessThanOrEqual(11);
  });
});
