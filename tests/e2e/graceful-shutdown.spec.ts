import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../scripts/bench/lib/instances.mjs';
import { connectionResult } from '../helpers/connect-result';

/**
 * The production server (dist/server/main.js, the build the e2e server made) started a second time on
 * its own port and embedded database, then stopped with SIGTERM while a request is on its way: the
 * request completes, new connections are refused, the process exits 0, and what it logged are JSON
 * lines. It answers only API routes (no page renders into the shared .next cache) and is started with
 * the e2e server's SITE_URL (another would make it drop the build's cached pages).
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('SIGTERM: a request in flight completes, new connections are refused, the server exits 0 and logs JSON lines', async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'museum-shutdown-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SITE_URL: `http://localhost:${process.env.E2E_PORT ?? '3100'}`,
    INSTANCE_NAME: 'shutdown-test',
    SHUTDOWN_TIMEOUT_MS: '8000',
    LOG_LEVEL: 'info',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://localhost:${port}`;
  try {
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 120_000,
        intervals: [500],
      })
      .toBe(200);

    // The health endpoint as a load balancer sees it.
    const health = await fetch(`${base}/api/health`);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toMatchObject({
      status: 'ok',
      database: { reachable: true },
      instance: 'shutdown-test',
      build_id: readFileSync('.next/BUILD_ID', 'utf8').trim(),
    });
    const head = await fetch(`${base}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${base}/api/health`, { method: 'POST' })).status).toBe(405);

    // A report whose body is still on its way when SIGTERM comes.
    const body = JSON.stringify({ url: '/de/graceful-shutdown-test', referrer: '' });
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk));
    const answered = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(
      `POST /api/dashboard-error-log/ HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${base}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(300);
    child.kill('SIGTERM');
    await sleep(500);
    expect(await connectionResult(port)).toBe('ECONNREFUSED');
    expect(response).toBe('');
    socket.write(body.slice(10));
    await answered;
    expect(response).toMatch(/^HTTP\/1\.1 20[12] /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);

    const code = await Promise.race([exited, sleep(20_000).then(() => 'still running')]);
    expect(code, stderr).toBe(0);

    // Production logs: every line of the server's own is a JSON object.
    const entries = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      entries.find((e) => e.msg === 'request' && e.method === 'POST' && e.path === '/api/dashboard-error-log/'),
    ).toMatchObject({
      level: 'info',
      status: expect.any(Number),
      duration_ms: expect.any(Number),
      request_id: expect.any(String),
      instance: 'shutdown-test',
    });
    expect(entries.find((e) => e.msg === 'shut down')).toMatchObject({ component: 'server', timed_out: false });
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
