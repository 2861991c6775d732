import { expect, test } from '@playwright/test';
import { loginAsStaff } from './helpers';

// Staff abroad (or with a computer on UTC) see and enter the museum's wall time: an event saved for
// 18:00 in Berlin shows 18:00 in the back office, whatever the browser's time zone.
test.use({ timezoneId: 'America/New_York', locale: 'de-DE' });

test('an event entered for 18:00 on a computer in New York starts at 18:00 Berlin time @site-state', async ({
  page,
}) => {
  await loginAsStaff(page.request);
  const title = `Abendführung ${Date.now().toString(36)}`;
  // A summer day and a winter day, so both offsets are covered.
  for (const [input, utc] of [
    ['2031-07-04T18:00', '2031-07-04T16:00:00.000Z'],
    ['2031-12-04T18:00', '2031-12-04T17:00:00.000Z'],
  ]) {
    await page.goto('/de/dashboard/events/create');
    await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
    await page.getByLabel('Beginn').fill(input);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\/events\/\d+$/);
    const id = /\/events\/(\d+)$/.exec(page.url())![1];

    const saved = await (await page.request.get(`/de/api/events/${id}/`)).json();
    expect(new Date(saved.date_start).toISOString()).toBe(utc);

    await page.reload();
    await expect(page.getByLabel('Beginn')).toHaveValue(input);
  }
});
