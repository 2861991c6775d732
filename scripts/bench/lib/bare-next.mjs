/**
 * The floor to measure our pages against (issue #19): an empty Next app of the very version this
 * project runs (its own node_modules), one prerendered page with one link, built and started with
 * `next start`. Lives in a temporary folder outside the project (inside, Next would take up the
 * project's instrumentation and root), with our node_modules linked in: no download is needed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './instances.mjs';

const files = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true }),
  // Turbopack compiles only files below its root; our node_modules, linked in, lies outside the
  // temporary folder.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.js': `export const metadata = { title: 'Bare Next' };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.js': `import Link from 'next/link';
export default function Page() {
  return <main><h1>Bare Next</h1><Link href="/about">About</Link></main>;
}
`,
  'app/about/page.js': `export default function About() {
  return <main><h1>About</h1></main>;
}
`,
};

/** Builds the bare app and starts it on a free port; `stop()` ends it and removes the folder. */
export async function startBareNext({ root = process.cwd() } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bare-next-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`bare Next build failed:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: process.env.BARE_NEXT_LOG ? 'inherit' : 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url + '/')).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
