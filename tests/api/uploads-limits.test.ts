import { existsSync, mkdtempSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { type Db, schema } from '@/lib/db';
import { resetEnv } from '@/lib/env';
import { mediaDir, mediaIncomingDir, storeImage, sweepMediaStaging } from '@/lib/media-store';
import { resetRateLimits } from '@/lib/rate-limit';
import { POST as postEntry } from '@/app/[locale]/api/forms-entries/route';
import { GET as getFile } from '@/app/[locale]/api/forms-entries/files/[fileId]/route';
import { POST as postTempFile } from '@/app/[locale]/api/temp-files/route';
import { createSession, createUser } from '@/features/auth/server';
import { sweepUploads, TEMP_LIFETIME_MS, uploadsDir } from '@/features/forms/server';
import { callRoute } from '../helpers/route';
import { testDatabase } from '../helpers/db';

let db: Db;
let workshop: number;
let staffCookie: Record<string, string>;
let client = 0;

/** A PDF of about `kb` kilobytes (the content check looks at the first bytes). */
const pdf = (kb = 1) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'uploads-limits-'));
  // The reverse proxy at 10.0.0.1 names the client: budgets are per client address.
  process.env.TRUSTED_PROXIES = '10.0.0.1';
  resetEnv();
  const { db: database, demo } = await testDatabase({ demo: true });
  db = database;
  workshop = demo!.forms.workshop;
  const user = await createUser(db, {
    email: 'uploads-staff@example.org',
    username: 'uploads-staff',
    password: 'a-long-password',
  });
  staffCookie = { sessionid: (await createSession(user.id)).id };
});

afterEach(async () => {
  delete process.env.UPLOAD_BUDGET_MB;
  delete process.env.UPLOAD_QUOTA_MB;
  resetEnv();
  await resetRateLimits();
});

async function upload(buffer: Buffer, name: string, options: { locale?: string; address?: string } = {}) {
  const locale = options.locale ?? 'en';
  const data = new FormData();
  data.append('file', new File([new Uint8Array(buffer)], name, { type: 'application/octet-stream' }));
  const address = options.address ?? `198.51.100.${++client}`;
  const req = new NextRequest(new URL(`/${locale}/api/temp-files/`, 'http://localhost:3000'), {
    method: 'POST',
    body: data,
    headers: { 'x-forwarded-for': `${address}, 10.0.0.1` },
  });
  const res = await postTempFile(req, { params: Promise.resolve({ locale }) });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

const fileRow = async (id: string) => (await db.select().from(schema.formFiles).where(eq(schema.formFiles.id, id)))[0];
const later = (ms: number) => new Date(Date.now() + ms);

async function submitWithPhoto(photo: string) {
  const choices = (await db.select().from(schema.formFields).where(eq(schema.formFields.formId, workshop))).find(
    (f) => f.slug === 'date',
  )!.choices.en!;
  const date = /^"([^"]+)"/.exec(choices)![1];
  const field_values = {
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    email2: 'ada@example.org',
    date,
    participants: '2',
    consent: true,
    photo,
  };
  return callRoute(postEntry, {
    url: '/en/api/forms-entries/',
    method: 'POST',
    params: { locale: 'en' },
    body: { form: workshop, field_values },
    headers: { 'x-forwarded-for': `198.51.100.${++client}, 10.0.0.1` },
  });
}

describe('orphaned uploads', () => {
  it('removes an upload no entry claimed within the hour, keeps claimed ones and fresh ones', async () => {
    const orphan = await upload(pdf(), 'never-sent.pdf');
    const claimed = await upload(pdf(), 'sent.pdf');
    expect(orphan.status).toBe(201);
    const entry = await submitWithPhoto(claimed.json.id as string);
    expect(entry.status).toBe(201);
    const orphanName = (await fileRow(orphan.json.id as string)).storedName;

    // Right now nothing is an orphan yet: the visitor may still be filling in the form.
    await sweepUploads();
    expect(await fileRow(orphan.json.id as string)).toBeDefined();

    // Within the hour it is gone, row and file; the entry's file stays.
    expect(TEMP_LIFETIME_MS).toBeLessThan(60 * 60_000);
    const swept = await sweepUploads(later(TEMP_LIFETIME_MS + 1000));
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await fileRow(orphan.json.id as string)).toBeUndefined();
    expect(existsSync(path.join(uploadsDir(), orphanName))).toBe(false);
    const kept = await fileRow(claimed.json.id as string);
    expect(kept.entryId).not.toBeNull();
    expect(existsSync(path.join(uploadsDir(), kept.storedName))).toBe(true);
  });

  it('removes files on disk that no row names (a crash between file and row), not ones being written', async () => {
    await mkdir(uploadsDir(), { recursive: true });
    const crashed = path.join(uploadsDir(), 'feedfacefeedfacefeedfacefeedfacefeed.pdf');
    const writing = path.join(uploadsDir(), 'cafebabecafebabecafebabecafebabecafe.pdf');
    await writeFile(crashed, pdf());
    await writeFile(writing, pdf());
    const old = new Date(Date.now() - 20 * 60_000);
    await utimes(crashed, old, old);
    const swept = await sweepUploads();
    expect(swept.stray).toBe(1);
    expect(existsSync(crashed)).toBe(false);
    expect(existsSync(writing)).toBe(true);
  });

  it('media uploads: files appear only with their record; staging left by a crash is swept', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f4a3a' } })
      .png()
      .toBuffer();
    const id = await storeImage(db, { buffer: png, filename: 'green.png', alt: { de: 'Grün' } });
    expect((await readdir(mediaDir(id))).sort()).toEqual(['green.png', 'large.webp', 'medium.webp', 'small.webp']);
    expect(await readdir(mediaIncomingDir())).toEqual([]);
    // Not an image: nothing is recorded and nothing is left on disk.
    await expect(storeImage(db, { buffer: Buffer.from('not an image'), filename: 'x.png', alt: {} })).rejects.toThrow();
    expect(await readdir(mediaIncomingDir())).toEqual([]);

    const crashed = path.join(mediaIncomingDir(), 'deadbeef');
    const running = path.join(mediaIncomingDir(), 'running');
    await mkdir(crashed, { recursive: true });
    await mkdir(running, { recursive: true });
    const old = new Date(Date.now() - 20 * 60_000);
    await utimes(crashed, old, old);
    expect(await sweepMediaStaging()).toBe(1);
    expect(existsSync(crashed)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});

describe('upload budget and disk quota', () => {
  it('refuses a client over its hourly byte budget with 429 and a translated message; other clients go on', async () => {
    process.env.UPLOAD_BUDGET_MB = '1';
    resetEnv();
    const address = '203.0.113.77';
    expect((await upload(pdf(400), 'a.pdf', { address })).status).toBe(201);
    expect((await upload(pdf(400), 'b.pdf', { address })).status).toBe(201);
    const refused = await upload(pdf(400), 'c.pdf', { address, locale: 'de' });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('upload_budget');
    expect(refused.json.detail).toMatch(/zu viele Dateien/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A rotated X-Forwarded-For entry in front of the proxy's does not help: the proxy names the client.
    const rotated = new FormData();
    rotated.append('file', new File([new Uint8Array(pdf(400))], 'd.pdf'));
    const spoofed = await postTempFile(
      new NextRequest(new URL('/en/api/temp-files/', 'http://localhost:3000'), {
        method: 'POST',
        body: rotated,
        headers: { 'x-forwarded-for': `1.2.3.4, ${address}, 10.0.0.1` },
      }),
      { params: Promise.resolve({ locale: 'en' }) },
    );
    expect(spoofed.status).toBe(429);
    expect((await upload(pdf(400), 'e.pdf', { address: '203.0.113.78' })).status).toBe(201);
  });

  it('refuses uploads with 413 and a translated message when the disk quota is used up', async () => {
    // Whatever is stored already counts: the quota is set, and filled, to leave 150 kB free.
    const used = (await db.select({ bytes: schema.formFiles.bytes }).from(schema.formFiles)).reduce(
      (s, r) => s + r.bytes,
      0,
    );
    const quotaMb = Math.ceil(used / 1024 / 1024) + 1;
    process.env.UPLOAD_QUOTA_MB = String(quotaMb);
    resetEnv();
    await db.insert(schema.formFiles).values({
      originalName: 'filler.pdf',
      storedName: 'filler.pdf',
      mimeType: 'application/pdf',
      bytes: quotaMb * 1024 * 1024 - 150 * 1024 - used,
    });
    const refused = await upload(pdf(200), 'big.pdf', { locale: 'cs' });
    expect(refused.status).toBe(413);
    expect(refused.json.code).toBe('upload_quota');
    expect(refused.json.detail).toMatch(/Úložiště/);
    expect((await upload(pdf(50), 'small.pdf')).status).toBe(201);
    await db.delete(schema.formFiles).where(eq(schema.formFiles.storedName, 'filler.pdf'));
  });
});

describe('downloads of uploaded files', () => {
  it('name and type come from the checked content, not from the name the visitor gave', async () => {
    const sent = await upload(pdf(), 'invoice.pdf.html');
    expect(sent.status).toBe(201);
    expect((await submitWithPhoto(sent.json.id as string)).status).toBe(201);
    const download = await callRoute(getFile, {
      url: '/en/api/forms-entries/files/x/',
      params: { locale: 'en', fileId: sent.json.id as string },
      cookies: staffCookie,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''invoice_pdf.pdf`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');

    const odd = await upload(pdf(), '..\\evil.exe');
    expect((await submitWithPhoto(odd.json.id as string)).status).toBe(201);
    const second = await callRoute(getFile, {
      url: '/en/api/forms-entries/files/x/',
      params: { locale: 'en', fileId: odd.json.id as string },
      cookies: staffCookie,
    });
    expect(second.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''evil.pdf`);
  });
});
