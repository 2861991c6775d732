import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { DELETE as discard, GET as getDraft, PUT as putDraft } from '@/app/[locale]/pageeditor-api/drafts/[id]/route';
import { POST as publish } from '@/app/[locale]/pageeditor-api/publish/[id]/route';
import { POST as unpublish } from '@/app/[locale]/pageeditor-api/unpublish/[id]/route';
import { DELETE as cancel } from '@/app/[locale]/pageeditor-api/schedules/[id]/[scheduleId]/route';
import { GET as listVersions } from '@/app/[locale]/pageeditor-api/versions/[id]/route';
import { GET as getVersion } from '@/app/[locale]/pageeditor-api/versions/[id]/[versionId]/route';
import { POST as restore } from '@/app/[locale]/pageeditor-api/versions/[id]/[versionId]/restore/route';
import { DELETE as leave, POST as touch } from '@/app/[locale]/pageeditor-api/editors/[id]/route';
import { POST as runSchedules } from '@/app/pageeditor-api/schedules/run/route';
import { createSession, createUser } from '@/features/auth/server';
import { readPageByPath, runDueSchedules } from '@/features/pages/server';
import type { DraftSection } from '@/features/pages';
import { definitions } from '@/features/blocks';
import { type Db, schema } from '@/lib/db';

type Auth = { cookies: Record<string, string>; headers: Record<string, string> };
let db: Db;
let anna: Auth;
let ben: Auth;
let pageId: number;
let live: DraftSection[];

async function staffUser(username: string, first: string, last: string): Promise<Auth> {
  const user = await createUser(db, {
    email: `${username}@example.org`,
    username,
    password: 'a-long-password',
    first_name: first,
    last_name: last,
  });
  const session = await createSession(user.id);
  return { cookies: { sessionid: session.id }, headers: { 'x-csrftoken': session.csrfToken } };
}

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  anna = await staffUser('anna', 'Anna', 'Weber');
  ben = await staffUser('ben', 'Ben', 'Krause');
  const page = await readPageByPath('de', '/besuch/anreise');
  if (!page) throw new Error('demo page missing');
  pageId = page.id;
  live = page.modules.map((m) => ({ slug: m.slug, settings: m.settings, columns: m.columns })) as DraftSection[];
});

const p = (extra: Record<string, string> = {}) => ({ locale: 'de', id: String(pageId), ...extra });
const url = (path: string) => `/de/pageeditor-api/${path}`;
const draft = (auth = anna, id = String(pageId)) =>
  callRoute(getDraft, { url: url(`drafts/${id}/`), params: p({ id }), ...auth });
const save = (body: unknown, auth = anna) =>
  callRoute(putDraft, { url: url(`drafts/${pageId}/`), method: 'PUT', params: p(), body, ...auth });
const pub = (body: unknown, auth = anna) =>
  callRoute(publish, { url: url(`publish/${pageId}/`), method: 'POST', params: p(), body, ...auth });
const versions = (query = '') =>
  callRoute(listVersions, { url: url(`versions/${pageId}/${query}`), params: p(), ...anna });
const withHeadline = (text: string): DraftSection[] => [
  {
    ...live[0],
    columns: [
      {
        classes: '',
        children: [
          definitions.headline.create({ id: `h-${text.length}`, content: text }),
          ...live[0].columns[0].children,
        ],
      },
    ],
  },
];
const publicText = async () => JSON.stringify((await readPageByPath('de', '/besuch/anreise'))?.modules);

describe('drafts', () => {
  it('starts without a draft; a saved draft is not what visitors see; versions keep the saves', async () => {
    expect((await draft()).json).toMatchObject({ draft: null, schedules: [], warnings: [] });
    const saved = await save({ revision: 0, sections: withHeadline('Neu: Shuttlebus ab Bahnhof') });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ revision: 1, updated_by: { name: 'Anna Weber' } });
    expect(await publicText()).not.toContain('Shuttlebus');
    // A second save by the same person soon after updates the same draft version (autosave).
    expect((await save({ revision: 1, sections: withHeadline('Neu: Shuttlebus ab dem Bahnhof') })).json.revision).toBe(
      2,
    );
    const list = await versions();
    // The demo content's publication, then the draft.
    expect(list.json).toMatchObject({
      count: 2,
      results: [
        { state: 'draft', author: { name: 'Anna Weber' } },
        { state: 'published', author: null },
      ],
    });
  });

  it('refuses a save over a newer revision (409, who and when) unless the editor keeps its copy', async () => {
    const stale = await save({ revision: 1, sections: withHeadline('Bens Fassung') }, ben);
    expect(stale.status).toBe(409);
    expect(stale.json.errors).toMatchObject({ revision: 2, updated_by: { name: 'Anna Weber' } });
    const kept = await save({ revision: 1, sections: withHeadline('Bens Fassung'), force: true }, ben);
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ revision: 3, updated_by: { name: 'Ben Krause' } });
    // Anna's copy is not lost: it is a version.
    expect((await versions()).json.count).toBe(3);
  });

  it('refuses bad input: no session, no CSRF, malformed JSON, wrong types, a layout without its columns, duplicate slugs, huge bodies, unknown pages', async () => {
    expect((await save({ revision: 3, sections: live }, { cookies: {}, headers: {} })).status).toBe(401);
    expect((await save({ revision: 3, sections: live }, { cookies: anna.cookies, headers: {} })).status).toBe(403);
    const raw = await callRoute(putDraft, {
      url: url(`drafts/${pageId}/`),
      method: 'PUT',
      params: p(),
      rawBody: '{"revision":',
      headers: { ...anna.headers, 'content-type': 'application/json' },
      cookies: anna.cookies,
    });
    expect(raw.status).toBe(400);
    const wrong = await save({ revision: 'three', sections: 'all' });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.json.errors as object)).toEqual(expect.arrayContaining(['revision', 'sections']));
    expect((await save({ revision: 3, sections: [{ ...live[0], settings: { layout: '50-50' } }] })).status).toBe(422);
    expect((await save({ revision: 3, sections: [live[0], live[0]] })).status).toBe(422);
    expect(
      (
        await save({
          revision: 3,
          sections: [
            {
              ...live[0],
              columns: [{ classes: '', children: [{ kind: 'text', id: 't', content: 'x'.repeat(4_500_000) }] }],
            },
          ],
        })
      ).status,
    ).toBe(413);
    expect((await draft(anna, '999999')).status).toBe(404);
    expect((await draft(anna, 'abc')).status).toBe(400);
    expect((await draft()).json.draft).toMatchObject({ revision: 3 });
  });
});

describe('publishing and versions', () => {
  it('publishes the draft of the right revision; visitors see it; the draft is gone', async () => {
    expect((await pub({ revision: 2 })).status).toBe(409);
    const done = await pub({ revision: 3 });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ state: 'published', author: { name: 'Anna Weber' } });
    expect(await publicText()).toContain('Bens Fassung');
    expect((await draft()).json.draft).toBeNull();
  });

  it('lists versions as a paged object, opens one and restores it into the draft', async () => {
    const list = await versions('?page=1');
    expect(list.json.count).toBe(4);
    // Anna's draft, the oldest after the demo content's publication.
    const oldest = (list.json.results as { id: number; state: string }[]).at(-2);
    expect(oldest?.state).toBe('draft');
    const one = await callRoute(getVersion, {
      url: url(`versions/${pageId}/${oldest?.id}/`),
      params: p({ versionId: String(oldest?.id) }),
      ...anna,
    });
    expect(JSON.stringify(one.json.sections)).toContain('Shuttlebus ab dem Bahnhof');
    const restored = await callRoute(restore, {
      url: url(`versions/${pageId}/${oldest?.id}/restore/`),
      method: 'POST',
      params: p({ versionId: String(oldest?.id) }),
      ...anna,
    });
    expect(restored.status).toBe(200);
    expect(JSON.stringify(restored.json.sections)).toContain('Shuttlebus ab dem Bahnhof');
    expect(await publicText()).toContain('Bens Fassung');
    expect(
      (
        await callRoute(getVersion, {
          url: url(`versions/${pageId}/999999/`),
          params: p({ versionId: '999999' }),
          ...anna,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(restore, {
          url: url(`versions/${pageId}/1/restore/`),
          method: 'POST',
          params: p({ versionId: '1' }),
          cookies: anna.cookies,
          headers: {},
        })
      ).status,
    ).toBe(403);
    expect((await versions('?page=x')).status).toBe(400);
  });

  it('publishes at a time: a scheduled version and a job that runs when due, and can be cancelled', async () => {
    const revision = ((await draft()).json.draft as { revision: number }).revision;
    expect((await pub({ revision, at: '2020-01-01T10:00:00+01:00' })).status).toBe(422);
    expect((await pub({ revision, at: 'tomorrow' })).status).toBe(422);
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await pub({ revision, at });
    expect(scheduled.status).toBe(202);
    expect(scheduled.json).toMatchObject({ state: 'scheduled', publish_at: at });
    expect((await draft()).json.schedules).toEqual([expect.objectContaining({ action: 'publish', run_at: at })]);
    expect(await runDueSchedules(new Date())).toBe(0);
    expect(await publicText()).toContain('Bens Fassung');
    expect(await runDueSchedules(new Date(Date.now() + 2 * 60 * 60 * 1000))).toBe(1);
    expect(await publicText()).toContain('Shuttlebus ab dem Bahnhof');
    // The draft was what went live: it is gone, and the version is published.
    expect((await draft()).json).toMatchObject({ draft: null, schedules: [] });
    expect((await versions()).json.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: scheduled.json.id, state: 'published' })]),
    );

    const again = await pub({ revision: 0, at });
    const job = ((await draft()).json.schedules as { id: number }[])[0];
    expect(
      (
        await callRoute(cancel, {
          url: url(`schedules/${pageId}/${job.id}/`),
          method: 'DELETE',
          params: p({ scheduleId: String(job.id) }),
          ...anna,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await callRoute(cancel, {
          url: url(`schedules/${pageId}/${job.id}/`),
          method: 'DELETE',
          params: p({ scheduleId: String(job.id) }),
          ...anna,
        })
      ).status,
    ).toBe(404);
    expect(again.status).toBe(202);
  });

  it('takes a page offline at a time, and the internal run route answers only its own process', async () => {
    const at = new Date(Date.now() + 60_000).toISOString();
    const res = await callRoute(unpublish, {
      url: url(`unpublish/${pageId}/`),
      method: 'POST',
      params: p(),
      body: { at },
      ...anna,
    });
    expect(res.status).toBe(202);
    expect(
      (
        await callRoute(runSchedules, {
          url: '/pageeditor-api/schedules/run',
          method: 'POST',
          headers: { 'x-scheduler-token': 'guess' },
        })
      ).status,
    ).toBe(404);
    expect(await runDueSchedules(new Date(Date.now() + 120_000))).toBe(1);
    const [row] = await db
      .select({ isOnline: schema.pages.isOnline })
      .from(schema.pages)
      .where(eq(schema.pages.id, pageId));
    expect(row.isOnline).toBe(false);
    await db.update(schema.pages).set({ isOnline: true }).where(eq(schema.pages.id, pageId));
  });
});

describe('two editors, one page', () => {
  it('tells each editor who else has the page open, and since when', async () => {
    const beat = (auth: Auth) =>
      callRoute(touch, { url: url(`editors/${pageId}/`), method: 'POST', params: p(), ...auth });
    expect((await beat(anna)).json.others).toEqual([]);
    const seen = await beat(ben);
    expect(seen.json.others).toEqual([
      { user: expect.objectContaining({ name: 'Anna Weber' }), since: expect.any(String) },
    ]);
    expect(
      (await callRoute(leave, { url: url(`editors/${pageId}/`), method: 'DELETE', params: p(), ...anna })).status,
    ).toBe(204);
    expect((await beat(ben)).json.others).toEqual([]);
    expect((await beat({ cookies: {}, headers: {} })).status).toBe(401);
  });
});

describe('programme warnings', () => {
  it('names blocks that link to a cancelled or past event date', async () => {
    const [event] = await db.select({ id: schema.events.id, slug: schema.events.slug }).from(schema.events).limit(1);
    await db.update(schema.events).set({ status: 'cancelled' }).where(eq(schema.events.id, event.id));
    const link = `/de/programm/veranstaltungen/${event.slug.de ?? 'x'}/${event.id}`;
    const sections: DraftSection[] = [
      {
        ...live[0],
        columns: [{ classes: '', children: [definitions.link.create({ id: 'to-event', link_text: 'Karten', link })] }],
      },
    ];
    const revision = ((await draft()).json.draft as { revision: number } | null)?.revision ?? 0;
    expect((await save({ revision, sections })).status).toBe(200);
    expect((await draft()).json.warnings).toEqual([
      expect.objectContaining({ block_id: 'to-event', kind: 'link', event_id: event.id, reason: 'cancelled' }),
    ]);
    expect(
      (await callRoute(discard, { url: url(`drafts/${pageId}/`), method: 'DELETE', params: p(), ...anna })).status,
    ).toBe(204);
  });
});
