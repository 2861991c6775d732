import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '@/lib/env';
import { deliverMail, outboxDir } from '@/lib/mail';

beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'mail-files-'));
  delete process.env.SMTP_URL;
  resetEnv();
});
afterAll(() => vi.useRealTimers());

describe('the file outbox (no SMTP_URL)', () => {
  it('keeps both mails of one order written in the same millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-07T18:00:00.000Z') });
    await Promise.all([
      deliverMail({ to: 'petra@example.org', subject: 'Ihre Bestellung', text: 'Bestätigung' }, 'A1B2C3'),
      deliverMail({ to: 'petra@example.org', subject: 'Neuer Termin', text: 'Der Termin wurde verlegt' }, 'A1B2C3'),
    ]);
    const files = (await readdir(outboxDir())).filter((f) => f.includes('A1B2C3'));
    expect(files).toHaveLength(2);
    // Found as before by what they are about: the tag ends the name.
    expect(files.every((f) => f.startsWith('2026-12-07T18-00-00-000Z-') && f.endsWith('-A1B2C3.eml'))).toBe(true);
  });
});
