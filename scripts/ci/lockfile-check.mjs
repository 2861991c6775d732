#!/usr/bin/env node
// Fails when `npm install` changed package-lock.json in a way that matters, or when the lockfile no longer
// matches package.json. The registry's set of optional platform binaries (@next/swc-darwin-*, -win32-*, …)
// changes over time and npm records whatever it finds: entries that are optional on every side are noise.
// Usage: node scripts/ci/lockfile-check.mjs [REV]  (compares the working lockfile with REV's, default HEAD)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

const rev = process.argv[2] ?? 'HEAD';
const committed = JSON.parse(
  execFileSync('git', ['show', `${rev}:package-lock.json`], { encoding: 'utf8', maxBuffer: 64 << 20 }),
);
const installed = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));

const problems = [];

for (const key of ['lockfileVersion', 'name', 'version', 'requires']) {
  if (!isDeepStrictEqual(committed[key], installed[key])) problems.push(`"${key}" changed`);
}

const before = committed.packages ?? {};
const after = installed.packages ?? {};
let optionalNoise = 0;
for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
  const [a, b] = [before[path], after[path]];
  if (isDeepStrictEqual(a, b)) continue;
  const optionalOnEverySide = [a, b].every((entry) => entry === undefined || entry.optional === true);
  if (optionalOnEverySide) optionalNoise++;
  else problems.push(`${path || '(root)'}: ${a === undefined ? 'added' : b === undefined ? 'removed' : 'changed'}`);
}

// The lockfile's root entry records the ranges it was resolved for; they must be package.json's.
const root = installed.packages?.[''] ?? {};
for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
  if (!isDeepStrictEqual(root[field] ?? {}, manifest[field] ?? {}))
    problems.push(`package.json "${field}" does not match the lockfile`);
}

if (problems.length > 0) {
  console.error('package-lock.json is out of date: run `npm install` and commit the lockfile.');
  for (const line of problems.slice(0, 40)) console.error(`  ${line}`);
  if (problems.length > 40) console.error(`  … and ${problems.length - 40} more`);
  process.exit(1);
}
console.log(
  `lockfile ok${optionalNoise ? ` (${optionalNoise} optional platform entries differ from ${rev}, ignored)` : ''}`,
);
