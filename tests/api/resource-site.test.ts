import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { resourceClient, resourceContract, staffAuth, type Json } from '../helpers/resource';
import { callRoute } from '../helpers/route';
import * as redirects from '@/app/api/redirects/route';
import * as redirect from '@/app/api/redirects/[id]/route';
import * as settings from '@/app/api/settings/route';
import * as setting from '@/app/api/settings/[id]/route';
import * as hours from '@/app/api/opening-hours/route';
import * as hour from '@/app/api/opening-hours/[id]/route';
import * as exceptions from '@/app/api/opening-hours-exceptions/route';
import * as exception from '@/app/api/opening-hours-exceptions/[id]/route';
import * as alerts from '@/app/api/alerts/route';
import * as alert from '@/app/api/alerts/[id]/route';
import * as users from '@/app/api/users/route';
import * as user from '@/app/api/users/[id]/route';
import * as venues from '@/app/[locale]/api/venues/route';
import * as venue from '@/app/[locale]/api/venues/[id]/route';
import { GET as auditLog } from '@/app/api/audit-log/route';
import { GET as trash } from '@/app/api/trash/route';
import { POST as restore } from '@/app/api/trash/[id]/restore/route';
import { GET as openingHoursToday } from '@/app/api/opening-hours-today/route';
import { GET as siteSettings } from '@/app/pageeditor-api/settings/route';
import { GET as pageRedirects } from '@/app/[locale]/pageeditor-api/redirect/route';
import { berlinDay } from '@/lib/berlin-time';
import type { Db } from '@/lib/db';

let db: Db;
let auth: { editor: Awaited<ReturnType<typeof staffAuth>>; admin: Awaited<ReturnType<typeof staffAuth>> };
const redirectApi = resourceClient({ collection: redirects, item: redirect } as never, '/api/redirects/');
const settingsApi = resourceClient({ collection: settings, item: setting } as never, '/api/settings/');
const hoursApi = resourceClient({ collection: hours, item: hour } as never, '/api/opening-hours/');
const exceptionApi = resourceClient(
  { collection: exceptions, item: exception } as never,
  '/api/opening-hours-exceptions/',
);
const alertApi = resourceClient({ collection: alerts, item: alert } as never, '/api/alerts/');
const userApi = resourceClient({ collection: users, item: user } as never, '/api/users/');
const venueApi = resourceClient({ collection: venues, item: venue } as never, '/de/api/venues/', 'de');

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  auth = { editor: await staffAuth(db, 'editor'), admin: await staffAuth(db, 'admin') };
});

describe('redirects resource (administrators)', () => {
  resourceContract({
    client: () => redirectApi,
    auth: () => auth,
    role: 'admin',
    valid: () => ({ old_path: `/de/alt-${Math.random().toString(36).slice(2)}`, new_path: '/de/produktionen' }),
    change: { new_path: '/de/team' },
    invalid: { body: { old_path: 'kein-pfad' }, field: 'old_path' },
  });

  it('applies a new redirect to the redirect list at once and refuses a second entry for a path (422)', async () => {
    await redirectApi.create({ old_path: '/de/sommerfest-2025', new_path: '/de/programm/veranstaltungen' }, auth.admin);
    const list = await callRoute(pageRedirects, { url: '/de/pageeditor-api/redirect', params: { locale: 'de' } });
    expect(list.json).toContainEqual({ old_path: '/de/sommerfest-2025', new_path: '/de/programm/veranstaltungen' });
    const twice = await redirectApi.create({ old_path: '/de/sommerfest-2025', new_path: '/de' }, auth.admin);
    expect(twice.status).toBe(422);
    expect(twice.json.errors).toHaveProperty('old_path');
  });
});

describe('settings resource (administrators, one record)', () => {
  it('switches the site offline and online, validates, refuses create, delete and editors', async () => {
    const current = await settingsApi.get(1, auth.admin);
    expect(current.status).toBe(200);
    const off = await settingsApi.patch(1, { is_site_online: false, version: current.json.version }, auth.admin);
    expect(off.status).toBe(200);
    expect((await callRoute(siteSettings, { url: '/pageeditor-api/settings' })).json).toMatchObject({
      data: { is_site_online: false },
    });
    expect(
      (await settingsApi.patch(1, { is_site_online: true, version: current.json.version }, auth.admin)).status,
    ).toBe(409);
    expect((await settingsApi.patch(1, { is_site_online: true }, auth.admin)).status).toBe(200);
    expect((await settingsApi.patch(1, { is_shop_online: 'no' }, auth.admin)).status).toBe(422);
    expect((await settingsApi.patch(1, { is_site_online: false }, auth.editor)).status).toBe(403);
    expect((await settingsApi.patch(1, { is_site_online: false })).status).toBe(401);
    expect((await settingsApi.create({ is_site_online: true, is_shop_online: true }, auth.admin)).status).toBe(405);
    expect((await settingsApi.remove(1, auth.admin)).status).toBe(405);
    expect((await settingsApi.get(2, auth.admin)).status).toBe(404);
  });
});

describe('opening hours resources', () => {
  resourceContract({
    client: () => hoursApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({ weekday: 1, time_from: '10:00', time_to: '17:00' }),
    change: { time_to: '18:00' },
    invalid: { body: { time_from: '18:00', time_to: '09:00' }, field: 'time_to' },
  });
  resourceContract({
    client: () => exceptionApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({
      date_from: '2027-12-24',
      date_to: '2027-12-26',
      closed: true,
      alternative_text: { de: 'Weihnachten geschlossen' },
    }),
    change: { date_to: '2027-12-27' },
    invalid: { body: { date_from: '24.12.2027' }, field: 'date_from' },
  });

  it("an exception for today changes today's opening hours at once", async () => {
    const today = berlinDay(new Date());
    await exceptionApi.create({ date_from: today, date_to: today, time_from: '11:00', time_to: '15:00' }, auth.editor);
    const res = await callRoute(openingHoursToday, { url: '/api/opening-hours-today/?lang=de' });
    expect(res.json.opening_hours_exceptions).toContainEqual(
      expect.objectContaining({ time_from: '11:00', time_to: '15:00' }),
    );
  });
});

describe('alerts resource', () => {
  resourceContract({
    client: () => alertApi,
    auth: () => auth,
    role: 'editor',
    valid: () => ({ title: { de: 'Heute Glühweinmarkt bis 21 Uhr' }, text: { de: 'Eingang über den Mühlenhof.' } }),
    change: { is_active: false },
    invalid: { body: { online_from: '2027-02-01T00:00:00Z', online_to: '2027-01-01T00:00:00Z' }, field: 'online_to' },
  });
});

describe('users resource (administrators)', () => {
  resourceContract({
    client: () => userApi,
    auth: () => auth,
    role: 'admin',
    valid: () => {
      const name = `ute-${Math.random().toString(36).slice(2, 8)}`;
      return {
        email: `${name}@museum.example`,
        username: name,
        first_name: 'Ute',
        role: 'editor',
        password: 'ein-langes-passwort',
      };
    },
    change: { role: 'admin' },
    invalid: { body: { email: 'ute(at)museum' }, field: 'email' },
  });

  it('keeps the last active administrator (409) and ends the sessions of a deactivated account', async () => {
    const admins = (await userApi.list('view=edit&page_size=100', auth.admin)).json.results as Json[];
    // Everyone but the test's own administrator becomes an editor for a moment.
    const others = admins.filter((u) => u.role === 'admin' && u.username !== auth.admin.username);
    for (const u of others) await userApi.patch(u.id as number, { role: 'editor' }, auth.admin);
    const last = admins.find((u) => u.username === auth.admin.username)!;
    const refused = await userApi.patch(last.id as number, { is_active: false }, auth.admin);
    expect(refused.status).toBe(409);
    expect((await userApi.remove(last.id as number, auth.admin)).status).toBe(409);
    for (const u of others) await userApi.patch(u.id as number, { role: 'admin' }, auth.admin);
  });

  it('never returns password hashes and needs a password for a new account', async () => {
    const list = await userApi.list('view=edit', auth.admin);
    expect(JSON.stringify(list.json)).not.toMatch(/password|\$2[aby]\$|argon/);
    const res = await userApi.create({ email: 'np@museum.example', username: 'np' }, auth.admin);
    expect(res.status).toBe(422);
    expect(res.json.errors).toHaveProperty('password');
  });
});

describe('audit log and trash', () => {
  it('records who changed what; a delete can be undone from the trash', async () => {
    const created = await venueApi.create({ name: { de: 'Backhaus' }, city: 'Museumsdorf' }, auth.editor);
    const id = created.json.id as number;
    await venueApi.patch(id, { city: 'Altdorf' }, auth.editor);
    await venueApi.remove(id, auth.editor);
    const log = await callRoute(auditLog, { url: `/api/audit-log/?resource=venues&record_id=${id}`, ...auth.admin });
    expect((log.json.results as Json[]).map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect((log.json.results as Json[])[1].changes).toMatchObject({ city: ['Museumsdorf', 'Altdorf'] });
    expect((await callRoute(auditLog, { url: '/api/audit-log/', ...auth.editor })).status).toBe(403);
    const bin = await callRoute(trash, { url: '/api/trash/?resource=venues', ...auth.editor });
    const entry = (bin.json.results as Json[]).find((e) => e.record_id === id)!;
    expect(entry).toMatchObject({ label: 'Backhaus' });
    const back = await callRoute(restore, {
      url: `/api/trash/${entry.id}/restore/`,
      method: 'POST',
      params: { id: String(entry.id) },
      ...auth.editor,
    });
    expect(back.status).toBe(201);
    expect((await venueApi.get(id, auth.editor)).json).toMatchObject({ id, city: 'Altdorf' });
    expect(
      (
        await callRoute(restore, {
          url: `/api/trash/${entry.id}/restore/`,
          method: 'POST',
          params: { id: String(entry.id) },
          ...auth.editor,
        })
      ).status,
    ).toBe(404);
  });
});
