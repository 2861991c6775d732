import { describe, expect, it } from 'vitest';
import { serverProcessCount, workerNodeOptions } from './cluster';

const pg = { DATABASE_URL: 'postgres://museum@db/museum' };

describe('serverProcessCount (WEB_CONCURRENCY)', () => {
  it('runs one process per core on PostgreSQL, at most four, unless told otherwise', () => {
    expect(serverProcessCount(pg, 2)).toBe(2);
    expect(serverProcessCount(pg, 16)).toBe(4);
    expect(serverProcessCount(pg, 1)).toBe(1);
    expect(serverProcessCount({ ...pg, WEB_CONCURRENCY: '6' }, 2)).toBe(6);
    expect(serverProcessCount({ ...pg, WEB_CONCURRENCY: ' 1 ' }, 8)).toBe(1);
  });

  it('keeps the embedded database to one process and refuses more', () => {
    expect(serverProcessCount({}, 8)).toBe(1);
    expect(serverProcessCount({ WEB_CONCURRENCY: '1' }, 8)).toBe(1);
    expect(() => serverProcessCount({ WEB_CONCURRENCY: '2' }, 8)).toThrow(/needs DATABASE_URL/);
  });

  it('refuses a value that is not a whole number from 1 to 64', () => {
    for (const bad of ['0', '-1', '2.5', 'two', '65'])
      expect(() => serverProcessCount({ ...pg, WEB_CONCURRENCY: bad }, 2)).toThrow(/WEB_CONCURRENCY must be/);
  });
});

describe('workerNodeOptions', () => {
  it("caps a worker's old-generation heap unless the operator chose a size", () => {
    expect(workerNodeOptions(['--enable-source-maps'])).toEqual(['--enable-source-maps', '--max-old-space-size=448']);
    expect(workerNodeOptions([], '--max-old-space-size=2048')).toEqual([]);
    expect(workerNodeOptions(['--max-old-space-size=1024'])).toEqual(['--max-old-space-size=1024']);
  });
});
