import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';
import { type Db, schema } from '@/lib/db';
import { GET as getForm } from '@/app/[locale]/api/forms/[id]/route';
import { GET as getEntries } from '@/app/[locale]/api/forms/[id]/entries/route';
import { GET as getCsv } from '@/app/[locale]/api/forms/[id]/entries/csv/route';
import { POST as postEntry } from '@/app/[locale]/api/forms-entries/route';
import { GET as getFile } from '@/app/[locale]/api/forms-entries/files/[fileId]/route';
import { POST as postTempFile } from '@/app/[locale]/api/temp-files/route';
import { createSession, createUser } from '@/features/auth/server';
import { readDraft, uploadsDir } from '@/features/forms/server';
import { resetRateLimits } from '@/lib/rate-limit';
import { CSRF_COOKIE, SESSION_COOKIE } from '@/features/auth';
import { VISITOR_CSRF_COOKIE, VISITOR_SESSION_COOKIE } from '@/features/accounts';
import { CONSENT_COOKIE } from '@/features/consent';
import { FAVORITES_COOKIE } from '@/features/favorites';
import { CART_COUNT_COOKIE, CART_URL_COOKIE } from '@/features/webshop';
import { CART_COOKIE } from '@/features/webshop/server';

let db: Db;
let workshop: number;
let contact: number;
let staffCookie: Record<string, string>;
let client = 0;
const nextClient = () => `198.51.100.${++client}`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

beforeAll(async () => {
  const { db: database, demo } = await testDatabase({ demo: true });
  db = database;
  workshop = demo!.forms.workshop;
  contact = demo!.forms.contact;
  const user = await createUser(db, {
    email: 'forms-staff@example.org',
    username: 'forms-staff',
    password: 'a-long-password',
  });
  staffCookie = { sessionid: (await createSession(user.id)).id };
});

beforeEach(() => resetRateLimits());

async function multipart(
  handler: typeof postTempFile,
  url: string,
  locale: string,
  data: FormData,
  headers: Record<string, string> = {},
) {
  const req = new NextRequest(new URL(url, 'http://localhost:3000'), {
    method: 'POST',
    body: data,
    headers: { 'x-forwarded-for': nextClient(), ...headers },
  });
  const res = await handler(req, { params: Promise.resolve({ locale }) });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    json: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

async function upload(buffer: Buffer, name: string, type = 'application/pdf') {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(buffer)], name, { type }));
  return multipart(postTempFile, '/en/api/temp-files/', 'en', data);
}

const entryCount = async () => (await db.select({ n: count() }).from(schema.formEntries))[0].n;
const fileCount = async () => (await db.select({ n: count() }).from(schema.formFiles))[0].n;

async function firstDate(locale: 'de' | 'en') {
  const res = await callRoute(getForm, {
    url: `/${locale}/api/forms/${workshop}/`,
    params: { locale, id: String(workshop) },
  });
  const choices = (res.json.fields as { slug: string; choices: string }[]).find((f) => f.slug === 'date')!.choices;
  return /^"([^"]+)"/.exec(choices)![1];
}

const submit = (body: unknown, locale = 'en') =>
  callRoute(postEntry, {
    url: `/${locale}/api/forms-entries/`,
    method: 'POST',
    params: { locale },
    body,
    headers: { 'x-forwarded-for': nextClient() },
  });

async function validWorkshop(extra: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    email2: 'ada@example.org',
    date: await firstDate('en'),
    participants: '2',
    extras: ['Lunch from the bakehouse (€12)'],
    consent: true,
    ...extra,
  };
}

describe('GET /{lang}/api/forms/{id}/', () => {
  it('answers the form in the path’s language with its fields and the appended confirmation', async () => {
    const res = await callRoute(getForm, {
      url: `/de/api/forms/${workshop}/`,
      params: { locale: 'de', id: String(workshop) },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: workshop,
      title: 'Anmeldung: Korbflechten für Einsteiger',
      slug: 'korbflechten-fuer-einsteiger',
    });
    const fields = res.json.fields as { slug: string; field_type: number | string; required: boolean }[];
    expect(fields.map((f) => f.slug)).toEqual([
      'name',
      'email',
      'phone',
      'date',
      'participants',
      'experience',
      'extras',
      'photo',
      'notes',
      'source',
      'consent',
      'email2',
    ]);
    expect(fields.at(-1)).toMatchObject({ field_type: 'emailconfirm', required: false });
    expect(fields.find((f) => f.slug === 'photo')?.field_type).toBe(9);
  });

  it('answers 404 for a form that does not exist and 400 for a non-numeric id', async () => {
    expect((await callRoute(getForm, { url: '/en/api/forms/999/', params: { locale: 'en', id: '999' } })).status).toBe(
      404,
    );
    const bad = await callRoute(getForm, { url: '/en/api/forms/abc/', params: { locale: 'en', id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.json.detail).toMatch(/id must be a number/);
  });
});

describe('POST /{lang}/api/temp-files/', () => {
  it('stores a PDF outside the web root under a generated name', async () => {
    const res = await upload(PDF, 'anmeldung.pdf');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'anmeldung.pdf', size: PDF.length, content_type: 'application/pdf' });
    const [row] = await db
      .select()
      .from(schema.formFiles)
      .where(eq(schema.formFiles.id, res.json.id as string));
    expect(row.entryId).toBeNull();
    expect(row.storedName).not.toContain('anmeldung');
    expect(await readFile(path.join(uploadsDir(), row.storedName))).toEqual(PDF);
    expect(uploadsDir()).not.toContain(`${path.sep}public`);
  });

  it('refuses an executable renamed to .pdf by its content (415) and stores nothing', async () => {
    const before = await fileCount();
    const files = await readdir(uploadsDir()).catch(() => []);
    const res = await upload(EXE, 'rechnung.pdf', 'application/pdf');
    expect(res.status).toBe(415);
    expect(res.json.detail).toMatch(/not accepted/);
    expect(await fileCount()).toBe(before);
    expect(await readdir(uploadsDir()).catch(() => [])).toHaveLength(files.length);
  });

  it('refuses a 50 MB file with 413 and stores nothing', async () => {
    const before = await fileCount();
    const big = Buffer.alloc(50 * 1024 * 1024, 0);
    PDF.copy(big);
    const res = await upload(big, 'big.pdf');
    expect(res.status).toBe(413);
    expect(await fileCount()).toBe(before);
  });

  it('answers 400 without a file field and 415 for a JSON body', async () => {
    const data = new FormData();
    data.append('other', 'x');
    expect((await multipart(postTempFile, '/en/api/temp-files/', 'en', data)).status).toBe(400);
    const json = await callRoute(postTempFile, {
      url: '/en/api/temp-files/',
      method: 'POST',
      params: { locale: 'en' },
      body: { file: 'x' },
    });
    expect(json.status).toBe(415);
  });
});

describe('POST /{lang}/api/forms-entries/', () => {
  it('stores a valid entry with its file in one go and answers with the thank-you', async () => {
    const file = await upload(PDF, 'korb.pdf');
    const res = await submit({ form: workshop, field_values: await validWorkshop({ photo: file.json.id }) });
    expect(res.status).toBe(201);
    expect(res.json.thank_you).toMatch(/^Thank you for registering for basket weaving/);
    const [entry] = await db
      .select()
      .from(schema.formEntries)
      .where(eq(schema.formEntries.id, res.json.id as number));
    expect(entry).toMatchObject({ formId: workshop, locale: 'en' });
    expect(entry.values).toMatchObject({
      name: 'Ada Lovelace',
      participants: '2',
      consent: true,
      photo: file.json.id,
      extras: ['Lunch from the bakehouse (€12)'],
    });
    expect(entry.values).not.toHaveProperty('email2');
    const [stored] = await db
      .select()
      .from(schema.formFiles)
      .where(eq(schema.formFiles.id, file.json.id as string));
    expect(stored).toMatchObject({ entryId: entry.id, fieldSlug: 'photo' });
  });

  it('refuses every kind of bad input with a clear 4xx and stores nothing', async () => {
    const before = await entryCount();
    const valid = await validWorkshop();
    const cases: [string, unknown, number, RegExp][] = [
      [
        'unknown field',
        { form: workshop, field_values: { ...valid, shoe_size: '44' } },
        400,
        /Unknown field: shoe_size/,
      ],
      ['missing required', { form: workshop, field_values: { ...valid, name: '' } }, 400, /check the marked fields/],
      [
        'wrong confirmation',
        { form: workshop, field_values: { ...valid, email2: 'eve@example.org' } },
        400,
        /check the marked fields/,
      ],
      [
        'negative number',
        { form: workshop, field_values: { ...valid, participants: '-3' } },
        400,
        /check the marked fields/,
      ],
      [
        'choice not offered',
        { form: workshop, field_values: { ...valid, date: 'Tomorrow' } },
        400,
        /check the marked fields/,
      ],
      [
        'unknown upload',
        { form: workshop, field_values: { ...valid, photo: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' } },
        400,
        /check the marked fields/,
      ],
      ['form that does not exist', { form: 424242, field_values: valid }, 404, /Form not found/],
      ['form id not a number', { form: 'x', field_values: valid }, 400, /form must be a form id/],
      ['field_values not an object', { form: workshop, field_values: 'name=Ada' }, 400, /field_values/],
      ['extra top-level key', { form: workshop, field_values: valid, admin: true }, 400, /admin/],
    ];
    for (const [name, body, status, detail] of cases) {
      const res = await submit(body);
      expect(res.status, name).toBe(status);
      expect(String(res.json.detail), name).toMatch(detail);
    }
    expect(await entryCount()).toBe(before);
  });

  it('names the field and the reason in the path’s language', async () => {
    const en = await submit({
      form: workshop,
      field_values: await validWorkshop({ name: '', email: 'ada(at)example', email2: '' }),
    });
    expect(en.json.errors).toEqual({ name: 'This field is required!', email: 'Invalid e-mail address!' });
    const mismatch = await submit({
      form: workshop,
      field_values: await validWorkshop({ email2: 'eve@example.org', participants: '-1' }),
    });
    expect(mismatch.json.errors).toEqual({
      email2: 'The e-mail addresses do not match!',
      participants: 'Please do not enter a negative number!',
    });
    const de = await submit(
      { form: contact, field_values: { name: 'Ada', email: 'ada@example.org', topic: 'Presse', message: '' } },
      'de',
    );
    expect(de.json.errors).toEqual({
      message: 'Dieses Feld ist ein Pflichtfeld!',
      consent: 'Dieses Feld ist ein Pflichtfeld!',
    });
  });

  it('does not let two entries claim the same upload', async () => {
    const file = await upload(PDF, 'once.pdf');
    expect((await submit({ form: workshop, field_values: await validWorkshop({ photo: file.json.id }) })).status).toBe(
      201,
    );
    const before = await entryCount();
    const again = await submit({ form: workshop, field_values: await validWorkshop({ photo: file.json.id }) });
    expect(again.status).toBe(400);
    expect(again.json.errors).toEqual({ photo: 'Please upload the file again!' });
    expect(await entryCount()).toBe(before);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await entryCount();
    const res = await submit({ form: workshop, field_values: await validWorkshop(), homepage: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.json.id).toBeNull();
    expect(await entryCount()).toBe(before);
  });

  it('limits submissions per client: the 11th within 10 minutes gets 429', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const body = {
      form: contact,
      field_values: { name: 'Bot', email: 'bot@example.org', topic: 'Press', message: 'hi', consent: true },
    };
    for (let i = 0; i < 10; i++)
      expect(
        (
          await callRoute(postEntry, {
            url: '/en/api/forms-entries/',
            method: 'POST',
            params: { locale: 'en' },
            body,
            headers,
          })
        ).status,
      ).toBe(201);
    const before = await entryCount();
    const limited = await callRoute(postEntry, {
      url: '/en/api/forms-entries/',
      method: 'POST',
      params: { locale: 'en' },
      body,
      headers,
    });
    expect(limited.status).toBe(429);
    expect(limited.json.detail).toMatch(/try again in a few minutes/);
    expect(await entryCount()).toBe(before);
  });

  it('refuses posts from another site', async () => {
    const res = await callRoute(postEntry, {
      url: '/en/api/forms-entries/',
      method: 'POST',
      params: { locale: 'en' },
      body: { form: contact, field_values: {} },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('plain multipart post (no JavaScript)', () => {
  const plain = (fields: Record<string, string | string[] | File>, locale = 'de') => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields))
      for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
    return multipart(postEntry as typeof postTempFile, `/${locale}/api/forms-entries/`, locale, data);
  };
  const fv = (values: Record<string, string | string[] | File>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [`field_values[${k}]`, v]));

  it('stores the entry with the attached file and redirects to the thank-you page', async () => {
    const before = await entryCount();
    const res = await plain({
      form: String(workshop),
      homepage: '',
      ...fv({
        name: 'Karl Weber',
        email: 'karl@example.org',
        email2: '',
        date: await firstDate('de'),
        participants: '1',
        extras: ['Leihschürze und Handschuhe (3 €)'],
        consent: 'on',
        photo: new File([new Uint8Array(PDF)], 'korb.pdf'),
      }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:3000/de/forms/korbflechten-fuer-einsteiger/${workshop}/thanks`,
    );
    expect(await entryCount()).toBe(before + 1);
    const [entry] = await db.select().from(schema.formEntries).orderBy(schema.formEntries.id).limit(1).offset(before);
    expect(entry.values).toMatchObject({
      name: 'Karl Weber',
      extras: ['Leihschürze und Handschuhe (3 €)'],
      consent: true,
    });
    const [file] = await db.select().from(schema.formFiles).where(eq(schema.formFiles.entryId, entry.id));
    expect(file).toMatchObject({
      originalName: 'korb.pdf',
      mimeType: 'application/pdf',
      fieldSlug: 'photo',
      id: entry.values.photo,
    });
  });

  it('sends a refused post back to the form with the values and messages, storing nothing', async () => {
    const before = await entryCount();
    const files = await fileCount();
    const res = await plain({
      form: String(workshop),
      ...fv({
        name: '',
        email: 'karl@example.org',
        date: await firstDate('de'),
        participants: '-1',
        photo: new File([new Uint8Array(EXE)], 'bild.pdf'),
      }),
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe(`/de/forms/korbflechten-fuer-einsteiger/${workshop}/check`);
    const draft = await readDraft(location.searchParams.get('draft') ?? '', workshop);
    expect(draft?.values).toMatchObject({ email: 'karl@example.org', participants: '-1' });
    expect(draft?.errors).toEqual({
      name: 'Dieses Feld ist ein Pflichtfeld!',
      participants: 'Bitte geben Sie keine negative Zahl ein!',
      photo: 'Dieser Dateityp wird nicht angenommen – bitte PDF, JPEG, PNG, GIF oder WebP!',
      consent: 'Dieses Feld ist ein Pflichtfeld!',
    });
    expect(await entryCount()).toBe(before);
    expect(await fileCount()).toBe(files);
  });
});

describe('staff: entries and CSV export', () => {
  it('needs a staff session (401 otherwise)', async () => {
    const params = { locale: 'de', id: String(workshop) };
    expect((await callRoute(getEntries, { url: `/de/api/forms/${workshop}/entries/`, params })).status).toBe(401);
    expect((await callRoute(getCsv, { url: `/de/api/forms/${workshop}/entries/csv/`, params })).status).toBe(401);
  });

  it('lists entries newest first with their files, and downloads a file', async () => {
    const file = await upload(PDF, 'staff-view.pdf');
    const sent = await submit({
      form: workshop,
      field_values: await validWorkshop({ name: 'Grace Hopper', photo: file.json.id }),
    });
    const res = await callRoute(getEntries, {
      url: `/en/api/forms/${workshop}/entries/`,
      params: { locale: 'en', id: String(workshop) },
      cookies: staffCookie,
    });
    expect(res.status).toBe(200);
    const results = res.json.results as {
      id: number;
      values: Record<string, unknown>;
      files: { id: string; name: string }[];
    }[];
    expect(results[0]).toMatchObject({
      id: sent.json.id,
      values: { name: 'Grace Hopper' },
      files: [{ id: file.json.id, name: 'staff-view.pdf' }],
    });
    expect(res.json.count).toBe(results.length);
    const anonymous = await callRoute(getFile, {
      url: '/en/api/forms-entries/files/x/',
      params: { locale: 'en', fileId: file.json.id as string },
    });
    expect(anonymous.status).toBe(401);
    const download = await callRoute(getFile, {
      url: '/en/api/forms-entries/files/x/',
      params: { locale: 'en', fileId: file.json.id as string },
      cookies: staffCookie,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.text).toBe(PDF.toString());
  });

  it('exports CSV with the field labels and neutralises formulas', async () => {
    await submit({
      form: contact,
      field_values: {
        name: '=HYPERLINK("http://evil")',
        email: 'csv@example.org',
        topic: 'Press',
        message: 'Line one\nline "two"',
        consent: true,
      },
    });
    const res = await callRoute(getCsv, {
      url: `/en/api/forms/${contact}/entries/csv/`,
      params: { locale: 'en', id: String(contact) },
      cookies: staffCookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="form-\d+-entries-/);
    const lines = res.text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'No.,Received,Language,First and last name,E-mail address,What is it about?,Your message,Attachment (optional),I have read the privacy policy and agree that my details are stored to handle my request.',
    );
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.text).toContain('"Line one\nline ""two"""');
    expect(res.text).toContain('Tom Whitfield');
  });
});

describe('legal pages (seed/legal.ts)', () => {
  it('GTC, privacy, imprint and accessibility statement are dated CMS pages with sections in every language', async () => {
    const { GET: getPage } = await import('@/app/[locale]/pageeditor-api/page/[[...path]]/route');
    const dated = { de: 'Stand:', en: 'Last updated:', cs: 'Stav k' } as const;
    for (const locale of ['de', 'en', 'cs'] as const) {
      for (const slug of ['agb', 'datenschutz', 'impressum', 'barrierefreiheit']) {
        const res = await callRoute(getPage, {
          url: `/${locale}/pageeditor-api/page/${slug}`,
          params: { locale, path: [slug] },
        });
        expect(res.status, `${locale}/${slug}`).toBe(200);
        expect(res.json.content_type).toBe('legal');
        const children = (res.json.modules as { columns: { children: { kind: string; content: string }[] }[] }[])[0]
          .columns[0].children;
        expect(children[0].content).toContain(dated[locale]);
        expect(children.filter((c) => c.kind === 'headline').length, `${locale}/${slug}`).toBeGreaterThanOrEqual(4);
      }
    }
    const gtc = await callRoute(getPage, {
      url: '/de/pageeditor-api/page/agb',
      params: { locale: 'de', path: ['agb'] },
    });
    expect(JSON.stringify(gtc.json.modules)).toContain('Stiftung Freilichtmuseum Lindenau');
    expect(JSON.stringify(gtc.json.modules)).toContain('<strong>15 Minuten</strong>');
    // The privacy policy names the cookies the code sets (grep the features for their names).
    const privacy = JSON.stringify(
      (
        await callRoute(getPage, {
          url: '/de/pageeditor-api/page/datenschutz',
          params: { locale: 'de', path: ['datenschutz'] },
        })
      ).json.modules,
    );
    for (const cookie of [
      SESSION_COOKIE,
      CSRF_COOKIE,
      VISITOR_SESSION_COOKIE,
      VISITOR_CSRF_COOKIE,
      CONSENT_COOKIE,
      CART_COOKIE,
      CART_COUNT_COOKIE,
      CART_URL_COOKIE,
      FAVORITES_COOKIE,
    ])
      expect(privacy).toContain(`<strong>${cookie}</strong>`);
    const statement = JSON.stringify(
      (
        await callRoute(getPage, {
          url: '/en/pageeditor-api/page/barrierefreiheit',
          params: { locale: 'en', path: ['barrierefreiheit'] },
        })
      ).json.modules,
    );
    expect(statement).toContain('WCAG 2.2');
    expect(statement).toContain('partially compliant');
    expect(statement).toContain('MLBF');
    const imprint = await callRoute(getPage, {
      url: '/en/pageeditor-api/page/impressum',
      params: { locale: 'en', path: ['impressum'] },
    });
    expect(JSON.stringify(imprint.json.modules)).toContain(`/en/forms/contact/${contact}`);
  });
});
