import { expect, test, type Page } from '@playwright/test';
import { loginAsStaff } from './helpers';

// Staff enter and read the museum's wall clock, whatever the zone of their computer: a date saved for
// 18:00 reopens at 18:00, stays there when saved again or moved ("Termin verlegen" read the typed time
// as the computer's own: on a computer on UTC the date moved to 19:00), and its public page says 18:00.

type Saved = { date_start: string; date_end: string | null; view_url: string };

/** The staff record of a date; a kept-alive socket the server has just closed is tried once more. */
async function api(page: Page, id: string): Promise<Saved> {
  const get = () => page.request.get(`/de/api/events/${id}/?view=edit`);
  const res = await get().catch((error: Error) => (/ECONNRESET/.test(error.message) ? get() : Promise.reject(error)));
  return (await res.json()) as Saved;
}

async function reopen(page: Page, id: string) {
  await page.goto(`/de/dashboard/events/${id}`);
  await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).not.toHaveValue('', { timeout: 20_000 });
}

async function createDate(page: Page, title: string, day: string, offer = false) {
  await page.goto('/de/dashboard/events/create');
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await page.getByLabel('Beginn').fill(`${day}T18:00`);
  await page.getByLabel('Ende').fill(`${day}T19:30`);
  if (offer) {
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('switch', { name: 'Tickets anbieten' }).check();
  }
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/de\/dashboard\/events\/\d+$/, { timeout: 20_000 });
  return /\/events\/(\d+)$/.exec(page.url())![1];
}

for (const timezoneId of ['UTC', 'Europe/Berlin']) {
  test.describe(`a back office on a computer on ${timezoneId}`, () => {
    test.use({ timezoneId, locale: 'de-DE' });

    test('a date saved for 18:00 reopens at 18:00, stays there when saved again or moved, and its page says 18:00', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await loginAsStaff(page.request);
      const title = `Laternenführung ${timezoneId} ${Date.now().toString(36)}`;

      // Winter time, with tickets.
      const id = await createDate(page, title, '2031-12-04', true);
      expect((await api(page, id)).date_start).toBe('2031-12-04T17:00:00.000Z');
      await reopen(page, id);
      await expect(page.getByLabel('Beginn')).toHaveValue('2031-12-04T18:00');
      await expect(page.getByLabel('Ende')).toHaveValue('2031-12-04T19:30');

      // Saved again with another change: the time stays where it was.
      await page.getByRole('textbox', { name: 'Untertitel', exact: true }).fill('Mit Laternen');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText(/^Element wurde aktualisiert/)).toBeVisible();
      await reopen(page, id);
      await expect(page.getByLabel('Beginn')).toHaveValue('2031-12-04T18:00');
      expect((await api(page, id)).date_start).toBe('2031-12-04T17:00:00.000Z');

      // Moved to a summer evening at 18:00: it starts at 18:00 and still lasts an hour and a half.
      await page.getByRole('tab', { name: 'Tickets' }).click();
      await page.getByRole('button', { name: 'Termin verlegen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Termin verlegen' });
      await dialog.getByLabel('Neuer Beginn').fill('2031-07-04T18:00');
      // Soft: the instant saved below is what moved the date; the confirmation is checked too.
      await expect.soft(dialog).toContainText('04.07.2031, 18:00');
      await dialog.getByRole('button', { name: 'Termin verlegen' }).click();
      await expect(dialog.getByRole('status')).toContainText('Der Termin ist verlegt');
      const moved = await api(page, id);
      expect(moved.date_start).toBe('2031-07-04T16:00:00.000Z');
      expect(moved.date_end).toBe('2031-07-04T17:30:00.000Z');
      await reopen(page, id);
      await expect(page.getByLabel('Beginn')).toHaveValue('2031-07-04T18:00');
      await expect(page.getByLabel('Ende')).toHaveValue('2031-07-04T19:30');

      // The visitor's page of the date.
      await page.goto(moved.view_url);
      await expect(page.getByRole('main').locator('time').first()).toContainText('18:00 – 19:30');

      // The nights the clocks go back (October) and forward (March).
      for (const [day, start] of [
        ['2030-10-27', '2030-10-27T17:00:00.000Z'],
        ['2031-03-30', '2031-03-30T16:00:00.000Z'],
      ]) {
        const other = await createDate(page, `${title} ${day}`, day);
        expect((await api(page, other)).date_start).toBe(start);
        await reopen(page, other);
        await expect(page.getByLabel('Beginn')).toHaveValue(`${day}T18:00`);
        await expect(page.getByLabel('Ende')).toHaveValue(`${day}T19:30`);
      }
    });
  });
}
