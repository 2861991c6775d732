import { describe, expect, it } from 'vitest';
import { processHealth } from './process-health';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a process's health", () => {
  it('tells how many shop requests were at work on average, and the answers’ 90th percentile', async () => {
    const health = processHealth();
    try {
      health.take();
      const ends = [health.began(), health.began()];
      await sleep(100);
      for (const end of ends) end(100);
      await sleep(100);
      // Two at work half the moment: one on average.
      const first = health.take();
      expect(first.busy).toBeGreaterThan(0.7);
      expect(first.busy).toBeLessThan(1.3);
      // Two answers say nothing about speed yet.
      expect(first.slowMs).toBe(0);
      for (let i = 1; i <= 10; i++) health.began()(i * 10);
      await sleep(50);
      const second = health.take();
      expect(second.busy).toBeLessThan(0.2);
      expect(second.slowMs).toBe(100);
      // One not answered to the end counts as work, not as an answer's time.
      const end = health.began();
      await sleep(50);
      end(null);
      expect(health.take()).toMatchObject({ slowMs: 0 });
    } finally {
      health.stop();
    }
  });
});
