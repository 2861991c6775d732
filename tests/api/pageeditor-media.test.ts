import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { GET as listMedia, POST as uploadMedia } from '@/app/[locale]/pageeditor-api/media/route';
import { createSession, createUser } from '@/features/auth/server';
import { type Db, schema } from '@/lib/db';

let db: Db;
let staff: { cookies: Record<string, string>; headers: Record<string, string> };

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  const user = await createUser(db, {
    email: 'media@example.org',
    username: 'media-editor',
    password: 'a-long-password',
  });
  const session = await createSession(user.id);
  staff = { cookies: { sessionid: session.id }, headers: { 'x-csrftoken': session.csrfToken } };
});

const list = (query = '', auth = staff) =>
  callRoute(listMedia, { url: `/de/pageeditor-api/media/${query}`, params: { locale: 'de' }, ...auth });

async function upload(data: FormData, auth = staff) {
  const cookie = Object.entries(auth.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const req = new NextRequest(new URL('/de/pageeditor-api/media/', 'http://localhost:3000'), {
    method: 'POST',
    body: data,
    headers: { ...auth.headers, ...(cookie ? { cookie } : {}) },
  });
  const res = await uploadMedia(req, { params: Promise.resolve({ locale: 'de' }) });
  const text = await res.text();
  return { status: res.status, json: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const form = (file: Buffer | null, name: string, alt?: string) => {
  const data = new FormData();
  if (file) data.append('file', new File([new Uint8Array(file)], name, { type: 'image/png' }));
  if (alt !== undefined) data.append('alt', alt);
  return data;
};

const png = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#6b8f3a' } })
    .png()
    .toBuffer();
const mediaCount = async () => (await db.select({ n: count() }).from(schema.media))[0].n;

describe('GET /{lang}/pageeditor-api/media/', () => {
  it('lists the library to staff, newest first, searchable and paged', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json.count).toBeGreaterThan(5);
    const results = res.json.results as { id: number; thumb: string; alt: string }[];
    expect(results[0].id).toBeGreaterThan(results[1].id);
    expect(results[0].thumb).toMatch(/^\/media\/\d+\/small\.webp$/);
    const none = await list('?q=kein-solches-bild-xyz');
    expect(none.json).toMatchObject({ count: 0, results: [] });
  });

  it('answers 401 without a session and 400 for a bad page', async () => {
    expect((await list('', { cookies: {}, headers: {} })).status).toBe(401);
    expect((await list('?page=abc')).status).toBe(400);
    expect((await list('?page=99999999')).status).toBe(400);
  });
});

describe('POST /{lang}/pageeditor-api/media/', () => {
  it('stores an image with its alt text and generated sizes (201), found by its alt text', async () => {
    const res = await upload(form(await png(), 'Mühle im Herbst.png', 'Die Wassermühle im Herbstlaub'));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      alt: 'Die Wassermühle im Herbstlaub',
      width: 640,
      height: 400,
      filename: 'Muhle-im-Herbst.png',
    });
    const found = await list('?q=Herbstlaub');
    expect((found.json.results as { id: number }[]).map((r) => r.id)).toEqual([res.json.id]);
  });

  it('refuses without a session (401) or CSRF (403), without alt text (422), non-images (415), oversized files (413), and stores nothing', async () => {
    const before = await mediaCount();
    const image = await png();
    expect((await upload(form(image, 'a.png', 'Alt'), { cookies: {}, headers: {} })).status).toBe(401);
    expect((await upload(form(image, 'a.png', 'Alt'), { cookies: staff.cookies, headers: {} })).status).toBe(403);
    const noAlt = await upload(form(image, 'a.png', '  '));
    expect(noAlt.status).toBe(422);
    expect(noAlt.json.errors).toHaveProperty('alt');
    expect(
      (
        await upload(
          form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png', 'Alt'),
        )
      ).status,
    ).toBe(415);
    expect((await upload(form(Buffer.from('%PDF-1.4 not an image'), 'x.png', 'Alt'))).status).toBe(415);
    expect((await upload(form(null, 'x.png', 'Alt'))).status).toBe(400);
    expect((await upload(form(Buffer.alloc(11 * 1024 * 1024, 1), 'big.png', 'Alt'))).status).toBe(413);
    expect(await mediaCount()).toBe(before);
  });
});
