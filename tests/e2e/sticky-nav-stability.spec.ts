import { expect, test } from '@playwright/test';

/**
 * Issue 19 (7): a production page hands its ticket button to the sticky navigation only after
 * hydration. The button must appear without moving anything in the bar (it was CLS 0.033).
 */
test('the ticket button appears in the sticky navigation without shifting it', async ({ page, request }) => {
  const html = await (await request.get('/de/produktionen')).text();
  const production = [...html.matchAll(/href="(\/de\/produktionen\/[^/?"]+\/\d+)"/g)].map((m) => m[1])[0];
  expect(production, 'a production page linked from the list').toBeTruthy();

  // A phone, as Lighthouse's mobile run; every layout shift from the start, with the boxes that moved.
  await page.setViewportSize({ width: 412, height: 823 });
  // No rise animation, so the boxes measured below are the final ones (transforms are no layout shift anyway).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; inNav: boolean; node: string }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : (source.node?.parentElement ?? null);
          w.__shifts.push({
            value: entry.value,
            inNav: Boolean(node?.closest('nav[aria-label="Schnellzugriff"]')),
            node: node?.outerHTML.slice(0, 120) ?? '',
          });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(production!);
  const nav = page.getByRole('navigation', { name: 'Schnellzugriff' });
  const ticket = nav.getByRole('link', { name: 'Termine und Karten' });
  await expect(ticket).toBeVisible();
  await expect(ticket).toHaveAttribute('href', '#dates-and-tickets');
  // The overlay button keeps its place right of the ticket button, both inside the window.
  const overlay = nav.getByRole('link', { name: 'Programm und Karten' });
  const [t, o] = [await ticket.boundingBox(), await overlay.boundingBox()];
  expect(t!.x + t!.width).toBeLessThanOrEqual(o!.x);
  expect(t!.x).toBeGreaterThanOrEqual(0);
  expect(Math.round(t!.y + t!.height)).toBe(Math.round(o!.y + o!.height));
  // Layout shifts are reported on the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; inNav: boolean; node: string }[] }).__shifts,
  );
  expect(shifts.filter((s) => s.inNav)).toEqual([]);
});
