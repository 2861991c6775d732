/**
 * A PostgreSQL server of our own in a temporary folder (as .ci/run starts one), for one benchmark run:
 * bench:scale and bench:onsale use it when no BENCH_DATABASE_URL (or TEST_DATABASE_URL) is given.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './instances.mjs';

/** `statements`: load pg_stat_statements, so a benchmark can say which statements took the time. */
export async function throwawayPostgres({ maxConnections = 100, statements = false } = {}) {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root)
    ? readdirSync(root)
        .sort((x, y) => Number(x) - Number(y))
        .at(-1)
    : undefined;
  if (!version)
    throw new Error(
      'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL), or install PostgreSQL (apt-get install postgresql)',
    );
  const bin = path.join(root, version, 'bin');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'museum-bench-pg-'));
  const port = await freePort();
  // initdb refuses to run as root: then the server runs as the postgres user, as in .ci/run.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  run(path.join(bin, 'initdb'), ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections}${statements ? ' -c shared_preload_libraries=pg_stat_statements' : ''}`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
