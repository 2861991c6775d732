import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { resourceClient, staffAuth, type Json } from '../helpers/resource';
import { callRoute } from '../helpers/route';
import * as alerts from '@/app/api/alerts/route';
import * as alert from '@/app/api/alerts/[id]/route';
import { GET as breakingNews } from '@/app/api/breaking-news/route';
import type { Db } from '@/lib/db';

// The site shows one top alert at a time (its dismissal cookie names one alert): the back office says
// which one, for every alert, so a new alert never hides the current one without staff knowing.
let db: Db;
let editor: Awaited<ReturnType<typeof staffAuth>>;
const api = resourceClient({ collection: alerts, item: alert } as never, '/api/alerts/');

beforeAll(async () => {
  ({ db } = await testDatabase());
  editor = await staffAuth(db, 'editor');
});

const stateOf = async (id: number) => ((await api.get(id, editor)).json as Json).site_state;
const shownTitle = async () =>
  (
    (await callRoute(breakingNews, { url: '/api/breaking-news/?lang=de' })).json as unknown as {
      data: { title: string }[];
    }
  ).data[0]?.title;

describe('which top alert the site shows, as the back office tells it', () => {
  it('marks the newest active alert in its window as shown and the others as covered, out of window or inactive', async () => {
    const first = (
      await api.create({ title: { de: 'Parkplatz Nord gesperrt' }, text: { de: 'Bitte Süd nutzen.' } }, editor)
    ).json.id as number;
    expect(await stateOf(first)).toBe('shown');
    expect(await shownTitle()).toBe('Parkplatz Nord gesperrt');

    const second = (await api.create({ title: { de: 'Glühweinmarkt bis 21 Uhr' }, text: { de: 'Heute.' } }, editor))
      .json.id as number;
    // The newer one wins; the back office says the first is covered, in the list and on the record.
    expect(await stateOf(second)).toBe('shown');
    expect(await stateOf(first)).toBe('covered');
    expect(await shownTitle()).toBe('Glühweinmarkt bis 21 Uhr');
    const list = (await api.list('view=edit&page_size=100', editor)).json.results as Json[];
    expect(list.filter((a) => a.site_state === 'shown').map((a) => a.id)).toEqual([second]);

    const later = (
      await api.create(
        { title: { de: 'Silvester' }, text: { de: 'Ab 18 Uhr.' }, online_from: '2099-12-31T17:00:00Z' },
        editor,
      )
    ).json.id as number;
    expect(await stateOf(later)).toBe('outside_window');
    expect(await stateOf(second)).toBe('shown');

    // Switching the newer one off brings the first back, and the back office says so.
    expect((await api.patch(second, { is_active: false }, editor)).status).toBe(200);
    expect(await stateOf(second)).toBe('inactive');
    expect(await stateOf(first)).toBe('shown');
    expect(await shownTitle()).toBe('Parkplatz Nord gesperrt');
  });

  it('edits a covered alert without an edit conflict when another alert changes which one shows', async () => {
    const older = (await api.create({ title: { de: 'Führung fällt aus' }, text: { de: '14 Uhr.' } }, editor)).json;
    await api.create({ title: { de: 'Neuer Hinweis' }, text: { de: 'Jetzt.' } }, editor);
    const res = await api.patch(older.id as number, { version: older.version, text: { de: '15 Uhr.' } }, editor);
    expect(res.status).toBe(200);
  });
});
