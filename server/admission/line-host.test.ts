import { describe, expect, it } from 'vitest';
import { holdingLine } from './line-host';

const one = { minBuyers: 1, maxBuyers: 1, startBuyers: 1, burstBuyers: 0, quietSeconds: 600 };

describe('the front of the line is held a moment', () => {
  it('gives a place that comes free to the held buyer at once, earliest arrival first', async () => {
    const line = holdingLine(one, 5_000);
    const inside = line.decide(null);
    if (inside instanceof Promise || !inside.admit) throw new Error('the first buyer comes in at once');
    const started = Date.now();
    const front = line.decide(null);
    expect(front).toBeInstanceOf(Promise);
    line.done(inside.pass);
    const decision = await front;
    expect(decision.admit).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers "wait" after the hold when no place came free, and does not hold those further back', async () => {
    const line = holdingLine(one, 100);
    line.decide(null);
    const front = await line.decide(null);
    expect(front).toMatchObject({ admit: false, position: 1 });
    // Position 2 is beyond the limit (1): answered at once.
    const back = line.decide(null);
    expect(back).not.toBeInstanceOf(Promise);
    expect(back).toMatchObject({ admit: false, position: 2 });
  });
});
