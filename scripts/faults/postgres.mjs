/**
 * A throwaway PostgreSQL cluster the fault script can stop and start (as .ci/run makes one): its own
 * folder and loopback port, run as the postgres user when the script runs as root.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  if (!versions.length)
    throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin): apt-get install postgresql');
  return `${root}/${versions.at(-1)}/bin`;
}

export function pgCluster({ dir, port }) {
  const bin = binDir();
  const asPostgres = (command) =>
    process.getuid?.() === 0 ? run('su', ['postgres', '-c', command]) : run('sh', ['-c', command]);
  const ctl = (args) => asPostgres(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w ${args}`);
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async init() {
      // A cluster left running by an interrupted run would hold the port.
      if (existsSync(`${dir}/data/postmaster.pid`)) await ctl('-m immediate stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
      await run('install', ['-d', ...(process.getuid?.() === 0 ? ['-o', 'postgres', '-g', 'postgres'] : []), dir]);
      await asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`);
    },
    start: () => ctl(`-o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200' start`),
    /** fast: every connection is cut, as in a restart by the operator or a failover. */
    stop: (mode = 'fast') => ctl(`-m ${mode} stop`),
  };
}
