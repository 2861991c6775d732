import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { confirmToken, parseMail } from '../helpers/mime';

export const STAFF = { username: 'e2e-staff', password: 'museum-staff-e2e' };
/** A second staff member (scripts/e2e-server.ts), for two editors on one page. */
export const STAFF_2 = { username: 'e2e-staff-2', password: 'museum-staff-e2e' };
/** Staff of the door and of the box office (scripts/e2e-server.ts), for what each role may see and do. */
export const STAFF_DOOR = { username: 'e2e-door', password: 'museum-staff-e2e' };
export const STAFF_BOX_OFFICE = { username: 'e2e-box-office', password: 'museum-staff-e2e' };

/** Logs the request context in as the e2e staff user; returns the CSRF token for writes. */
export async function loginAsStaff(request: APIRequestContext, who = STAFF): Promise<string> {
  const res = await request.post('/api/auth/login/', { data: who });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  return (await res.json()).csrf_token as string;
}

// The e2e server's outbox (scripts/e2e-server.ts: DATA_DIR=.data/e2e).
const OUTBOX = path.resolve('.data/e2e/outbox');

/** The mails of an order in the e2e server's outbox, oldest first. */
export async function mailsOf(code: string) {
  const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.includes(code)).sort();
  return Promise.all(files.map(async (f) => parseMail(await readFile(path.join(OUTBOX, f), 'utf8'))));
}

/** The order code from an order page's address. */
export const orderCode = (url: string) => new URL(url).pathname.split('/').pop()!;

/** Confirms a guest order as its buyer would: the link from the mail, then the button on that page. */
export async function confirmByMail(page: Page, code: string) {
  await expect.poll(async () => (await mailsOf(code)).length).toBeGreaterThan(0);
  const [mail] = await mailsOf(code);
  const token = confirmToken(mail.text);
  expect(token).not.toBeNull();
  await page.goto(`/de/webshop/orders/${code}/confirm?token=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestellung ${code} bestätigen`);
  await page.getByRole('button', { name: 'Bestellung bestätigen' }).click();
  await expect(page).toHaveURL(new RegExp(`/de/webshop/orders/${code}\\?token=[2-9A-HJKMNP-Z]{24}$`));
}

/** An upcoming demo date with tickets of one seat group and no timeslots (the bread baking course). */
export const bookableOffer = (page: Page) => bookableOfferVia(async (path) => (await page.request.get(path)).json());

/** The same, read through any client: `getJson(path)` answers a site path's JSON (e.g. one instance of several). */
export async function bookableOfferVia(getJson: (path: string) => Promise<unknown>) {
  for (let n = 1; n <= 5; n++) {
    const body = (await getJson(`/de/api/events/?page=${n}&page_size=20`)) as {
      results: { title: string; id_jet: number | null; status: string }[];
      next: string | null;
    };
    for (const event of body.results.filter(
      (e) => e.id_jet && e.status !== 'cancelled' && e.title.startsWith('Brotbacken'),
    )) {
      const offer = (await getJson(`/api/shop-offers/${event.id_jet}/`)) as {
        offer: {
          seat_groups: { seat_group: string; timeslots: unknown[]; prices: { sale_type_id: number; name: string }[] }[];
        };
      };
      const group = offer.offer.seat_groups.find((g) => !g.timeslots.length);
      const full = group?.prices.find((p) => p.name === 'Vollpreis');
      if (group && full)
        return { id_jet: event.id_jet!, seat_group: group.seat_group, sale_type_id: full.sale_type_id };
    }
    if (!body.next) break;
  }
  throw new Error('no bookable untimed date in the demo programme');
}
