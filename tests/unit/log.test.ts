import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, logLevel, readableLine } from '@/lib/log';
import { reportError } from '@/lib/report';

/** The logger (lib/log.ts): JSON lines in production, readable lines elsewhere, LOG_LEVEL. */
function lines(format: 'json' | 'readable', level: 'info' | 'warn' = 'info') {
  const out: string[] = [];
  return { out, log: createLogger({ format, level, destination: { write: (line: string) => out.push(line) } }) };
}

afterEach(() => vi.unstubAllEnvs());

describe('lib/log.ts', () => {
  it('writes one JSON object per line in production: level label, ISO time, msg and the fields', () => {
    const { out, log } = lines('json');
    log.child({ component: 'http' }).info({ method: 'GET', status: 200 }, 'request');
    expect(out).toHaveLength(1);
    expect(out[0].endsWith('\n')).toBe(true);
    const entry = JSON.parse(out[0]);
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'request',
      component: 'http',
      method: 'GET',
      status: 200,
      pid: process.pid,
    });
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
  });

  it('serialises an error with its type, message and stack', () => {
    const { out, log } = lines('json');
    log.error({ err: new TypeError('bad thing') }, 'failed');
    expect(JSON.parse(out[0]).err).toMatchObject({
      type: 'TypeError',
      message: 'bad thing',
      stack: expect.stringContaining('TypeError: bad thing'),
    });
  });

  it('writes readable lines for development and tests', () => {
    const { out, log } = lines('readable');
    log.child({ component: 'db' }).warn({ down_ms: 812, detail: 'two words' }, 'database reachable again');
    expect(out[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} WARN  \[db\] database reachable again down_ms=812 detail="two words"\n$/,
    );
    expect(
      readableLine(
        JSON.stringify({
          level: 50,
          time: 0,
          msg: 'x',
          err: { type: 'Error', message: 'm', stack: 'Error: m\n    at f' },
        }),
      ),
    ).toContain('\n  Error: m\n    at f');
  });

  it('leaves out entries below LOG_LEVEL; the default is info, warn under tests', () => {
    const { out, log } = lines('json', 'warn');
    log.info('hidden');
    log.warn('shown');
    expect(out.map((l) => JSON.parse(l).msg)).toEqual(['shown']);
    expect(logLevel(undefined, 'production')).toBe('info');
    expect(logLevel(undefined, 'test')).toBe('warn');
    expect(logLevel('debug', 'production')).toBe('debug');
    expect(logLevel('loud', 'production')).toBe('info');
  });
});

describe('reportError (lib/report.ts)', () => {
  it('logs the error with its stack and context, without the query of a URL', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    reportError(new Error('render failed'), {
      url: 'http://localhost:3000/de/suche?q=Jana+Novak&email=jana@example.org',
      method: 'GET',
    });
    const text = write.mock.calls.map((call) => String(call[0])).join('');
    expect(text).toContain('ERROR [report] render failed');
    expect(text).toContain('url=http://localhost:3000/de/suche');
    expect(text).toContain('method=GET');
    expect(text).toContain('at ');
    expect(text).not.toContain('Novak');
    expect(text).not.toContain('jana@');
  });
});
