import { describe, expect, it } from 'vitest';
import { IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  checkNextInternals,
  FileSystemCache,
  internalsChecks,
  keepErrorListener,
  NEXT_VERSION,
} from './next-internals';

describe('the Next.js internals the server relies on', () => {
  it('are all there in the installed Next.js', () => {
    expect(NEXT_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(
      internalsChecks()
        .filter(([, holds]) => !holds())
        .map(([what]) => what),
    ).toEqual([]);
    expect(() => checkNextInternals()).not.toThrow();
    expect(typeof FileSystemCache).toBe('function');
  });

  it('fail the start loudly, naming the Next.js version and what is missing', () => {
    const checks = [...internalsChecks(), ['a renamed header', () => false] as [string, () => boolean]];
    expect(() => checkNextInternals({ checks })).toThrow(`does not fit Next.js ${NEXT_VERSION}: a renamed header`);
    const throwing: [string, () => boolean][] = [
      [
        'a module that moved',
        () => {
          throw new Error('Cannot find module');
        },
      ],
    ];
    expect(() => checkNextInternals({ checks: throwing })).toThrow(/a module that moved/);
  });

  it('want the build when a directory is given', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'no-build-'));
    try {
      expect(() => checkNextInternals({ dir })).toThrow(/BUILD_ID \(run npm run build\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keep an error listener on a request whose listener table Next replaces', () => {
    const req = new IncomingMessage(new Socket());
    const seen: unknown[] = [];
    keepErrorListener(req, (error) => seen.push(error));
    // As next/dist/server/body-streams.js replaceRequestBody: every property of a copy, `_events` included.
    const copy = new Readable({ read() {} });
    for (const key in copy)
      (req as unknown as Record<string, unknown>)[key] = (copy as unknown as Record<string, unknown>)[key];
    const error = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    req.emit('error', error);
    expect(seen).toEqual([error]);
  });
});
