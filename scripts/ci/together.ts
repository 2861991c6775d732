/**
 * npm test: runs npm scripts at the same time and prints each one's output in one piece when it
 * ends, in the order given; exits 1 when any failed. For checks that each keep one core busy
 * (tsc and ESLint are single-threaded): on a 2-core CI machine two of them take as long as the
 * longer one, not the sum.
 *
 * npm test runs the fault test (npm run test:faults) beside them: it keeps about one core busy for two
 * minutes, mostly while the lint runs alone on the other.
 *
 * Usage: node --import tsx scripts/ci/together.ts typecheck lint test:faults
 */
import { spawn } from 'node:child_process';

function run(script: string) {
  return new Promise<{ script: string; code: number; output: string; seconds: number }>((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function main() {
  const results = await Promise.all(process.argv.slice(2).map(run));
  for (const { script, code, output, seconds } of results) {
    console.log(`\n> npm run ${script} (${code === 0 ? 'ok' : `failed, exit ${code}`}, ${seconds.toFixed(0)} s)`);
    process.stdout.write(output);
  }
  process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
}

void main();
