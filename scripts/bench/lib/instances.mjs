/**
 * Several instances of the production build (dist/server/main.js) on one PostgreSQL database, behind
 * one nginx: what tests/e2e/scale-out.spec.ts checks and scripts/bench/scale.mjs measures. Loopback
 * only; every process started here is stopped by its own stop().
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A database name nobody else uses (letters, digits and _ only: it goes into SQL unquoted). */
const randomName = (prefix) => `${prefix}_${randomBytes(6).toString('hex')}`;

function nginxBinary() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!found) throw new Error('nginx is not installed: apt-get install nginx (.ci/run does it)');
  return found;
}

/** The repository's `location / { … }` block (deploy/nginx.conf), so what operators copy is what runs. */
function locationBlock() {
  const conf = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const block = /\n(\s*location \/ \{[\s\S]*?\n\s{4}\})/.exec(conf)?.[1];
  if (!block) throw new Error('deploy/nginx.conf has no `location / { … }` block');
  return block;
}

/** Creates a fresh database on a PostgreSQL server; drop() removes it (and ends its connections). */
export async function createDatabase(serverUrl, prefix) {
  const { default: pg } = await import('pg');
  const name = randomName(prefix);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const READY_PATH = '/pageeditor-api/settings';

/**
 * Starts `count` instances at once on one database and one DATA_DIR (media and uploads must be shared
 * in production too). They migrate and seed one at a time (lib/db/boot.ts); the demo staff password
 * the seeding one prints is returned as seedPassword.
 */
export async function startInstances({
  databaseUrl,
  dataDir,
  siteUrl,
  env = {},
  count = 2,
  // BENCH_SERVER_OUTPUT=1 shows what the servers write (their log lines), prefixed with the instance.
  quiet = !process.env.BENCH_SERVER_OUTPUT,
  timeoutMs = 120_000,
  nodeArgs = [],
}) {
  const instances = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        SITE_URL: siteUrl,
        TRUSTED_PROXIES: '127.0.0.1,::1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance = {
      name: String.fromCharCode(65 + i),
      port,
      url: `http://localhost:${port}`,
      process: child,
      output: '',
      seedPassword: undefined,
      exited: new Promise((resolve) => child.once('exit', resolve)),
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await Promise.race([instance.exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      },
    };
    const take = (chunk) => {
      const text = chunk.toString();
      instance.output = (instance.output + text).slice(-20_000);
      instance.seedPassword ??= /\[seed\]\s+password: (\S+)/.exec(instance.output)?.[1];
      if (!quiet) process.stdout.write(`[${instance.name}] ${text}`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    instances.push(instance);
  }
  const started = Date.now();
  try {
    await Promise.all(
      instances.map(async (instance) => {
        for (;;) {
          if (instance.process.exitCode !== null)
            throw new Error(`instance ${instance.name} exited (${instance.process.exitCode}):\n${instance.output}`);
          const res = await fetch(instance.url + READY_PATH).catch(() => null);
          if (res?.status === 200) return;
          if (Date.now() - started > timeoutMs)
            throw new Error(`instance ${instance.name} not ready within ${timeoutMs} ms:\n${instance.output}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }),
    );
  } catch (error) {
    await Promise.all(instances.map((i) => i.stop()));
    throw error;
  }
  return instances;
}

/**
 * nginx on a free loopback port in front of the given instance ports, with the repository's location
 * block; each request's upstream goes to access.log. GET and HEAD requests an instance could not
 * answer (shutting down, gone) are retried on the next one.
 */
export async function startNginx(upstreamPorts, { workers = 1 } = {}) {
  const binary = nginxBinary();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'museum-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$status $upstream_addr $upstream_status';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream museum_site {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    client_max_body_size 60m;
    proxy_next_upstream error timeout http_502;
${locationBlock()}
  }
}
`,
  );
  const child = spawn(binary, ['-p', dir, '-e', `${dir}/error.log`, '-c', conf], { stdio: 'inherit' });
  const url = `http://localhost:${port}`;
  const started = Date.now();
  while ((await fetch(url + READY_PATH).catch(() => null))?.status !== 200) {
    if (child.exitCode !== null || Date.now() - started > 15_000) {
      child.kill('SIGTERM');
      throw new Error(
        `nginx did not answer: ${existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dir,
    /** Requests per upstream port so far, from the access log. */
    upstreamCounts() {
      const counts = {};
      const log = existsSync(`${dir}/access.log`) ? readFileSync(`${dir}/access.log`, 'utf8') : '';
      for (const m of log.matchAll(/127\.0\.0\.1:(\d+)/g)) counts[m[1]] = (counts[m[1]] ?? 0) + 1;
      return counts;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
