import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { STAFF } from './helpers';
import { freePort } from '../../scripts/bench/lib/instances.mjs';

/**
 * The site behind a real nginx (Debian's package; .ci/run installs it), configured with the
 * `location /` block of deploy/nginx.conf, on another port than the server: the browser's origin is
 * nginx's, not the server's own. Staff login and a plain form post must work there (they answered
 * 403 when the Origin check compared with the server's own origin). The e2e server trusts loopback
 * proxies (TRUSTED_PROXIES in scripts/e2e-server.ts).
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const UPSTREAM = process.env.E2E_PORT ?? '3100';

let nginx: ChildProcess | undefined;
let base = '';

/** The repository's proxy settings, so the test checks what operators copy. */
function locationBlock() {
  const conf = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const block = /\n(\s*location \/ \{[\s\S]*?\n\s{4}\})/.exec(conf)?.[1];
  if (!block) throw new Error('deploy/nginx.conf has no `location / { … }` block');
  return block;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx (.ci/run does it)');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'museum-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream museum_site { server 127.0.0.1:${UPSTREAM}; keepalive 8; }
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    client_max_body_size 60m;
${locationBlock()}
  }
}
`,
  );
  nginx = spawn(NGINX, ['-p', dir, '-e', `${dir}/error.log`, '-c', conf], { stdio: 'inherit' });
  base = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/pageeditor-api/settings`).catch(() => null))?.status ?? 0, {
      timeout: 15_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
});

async function formPath(request: APIRequestContext, slug: string) {
  for (let id = 1; id <= 20; id++) {
    const res = await request.get(`${base}/de/api/forms/${id}/`);
    if (res.ok() && (await res.json()).slug === slug) return `${base}/de/forms/${slug}/${id}`;
  }
  throw new Error(`form ${slug} not found`);
}

test('staff log in through nginx on its own origin and reach the back office', async ({ page }) => {
  await page.goto(`${base}/de/login?next=/de/dashboard`);
  await page.getByLabel('Benutzername oder E-Mail').fill(STAFF.username);
  await page.getByLabel('Passwort').fill(STAFF.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(`${base}/de/dashboard`);
  expect((await page.request.get(`${base}/de/dashboard/orders`, { maxRedirects: 0 })).status()).toBe(200);
});

test('a plain HTML form post (no JavaScript) through nginx is stored and thanked for', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(await formPath(page.request, 'kontakt'));
  await page.getByLabel('Vor- und Nachname').fill('Hinter Nginx');
  await page.getByLabel(/^E-Mail-Adresse \*/).fill('nginx@example.org');
  await page.getByLabel('E-Mail-Adresse wiederholen').fill('nginx@example.org');
  await page.getByLabel(/Worum geht es/).selectOption('Presse');
  await page.getByLabel(/Ihre Nachricht/).fill('Gesendet durch einen Reverse Proxy.');
  await page.getByLabel(/Ich habe die Datenschutzerklärung gelesen/).check();
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page).toHaveURL(/\/thanks$/);
  expect(page.url().startsWith(`${base}/`)).toBe(true);
  await context.close();
});

test('a foreign origin is still refused through nginx, and a spoofed X-Forwarded-Host does not help', async ({
  request,
}) => {
  const foreign = await request.post(`${base}/api/auth/login/`, {
    data: STAFF,
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.status()).toBe(403);
  // nginx overwrites X-Forwarded-Host with the Host the browser used; a client's own is gone.
  const spoofed = await request.post(`${base}/api/auth/login/`, {
    data: STAFF,
    headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
  });
  expect(spoofed.status()).toBe(403);
  expect((await request.fetch(`${base}/de`, { method: 'TRACE' })).status()).toBe(405);
});
