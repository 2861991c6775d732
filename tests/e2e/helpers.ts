import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { confirmToken, parseMail } from '../helpers/mime';

export const STAFF = { username: 'e2e-staff', password: 'museum-staff-e2e' };
/** A second staff member (scripts/e2e-server.mjs), for two editors on one page. */
export const STAFF_2 = { username: 'e2e-staff-2', password: 'museum-staff-e2e' };

/** Logs the request context in as the e2e staff user; returns the CSRF token for writes. */
export async function loginAsStaff(request: APIRequestContext, who = STAFF): Promise<string> {
  const res = await request.post('/api/auth/login/', { data: who });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  return (await res.json()).csrf_token as string;
}

// The e2e server's outbox (scripts/e2e-server.mjs: DATA_DIR=.data/e2e).
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
