/**
 * npm run graph — writes the feature graph into docs/ARCHITECTURE.md, between the two marker comments.
 * npm run graph:check (or `npm run graph -- --check`, part of npm run lint) — fails when the committed
 * graph is not the one the code gives.
 *
 * The graph is read from the code each time, never written by hand: an edge A --> B for every import of
 * features/B from a file inside features/A, whether through `@/features/B…` or a relative path, static,
 * dynamic (`import()`) or a re-export. Tests beside a feature's modules (*.test.ts, *.test.tsx) are left
 * out of the drawing: they are not the feature's code. Nodes and edges are sorted, so the output only
 * changes when the imports do. Both commands fail on a cycle between features, tests included: a test
 * beside a module that imports a feature which imports back ties the two as much as code does.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const START = '<!-- feature-graph:start (npm run graph writes this block; do not edit) -->';
export const END = '<!-- feature-graph:end -->';

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs)$/;
const TEST = /\.(test|spec)\.[a-z]+$/;

/** Every module specifier a file imports, re-exports or loads with import(). */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

/**
 * The feature a specifier points into, seen from a file inside `features/` (`file` is relative to the
 * repository root, with forward slashes), or null for anything outside features/.
 */
export function targetFeature(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = specifier.slice(2);
  else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(file), specifier);
  else return null;
  const match = /^features\/([^/]+)/.exec(target);
  return match ? match[1] : null;
}

/** The edges "A B" (A imports B) of the given files, sorted and without duplicates or self-edges. */
export function featureEdges(files: { path: string; source: string }[]): [string, string][] {
  const edges = new Set<string>();
  for (const file of files) {
    const from = /^features\/([^/]+)\//.exec(file.path)?.[1];
    if (!from) continue;
    for (const specifier of importsOf(file.source)) {
      const to = targetFeature(file.path, specifier);
      if (to && to !== from) edges.add(`${from} ${to}`);
    }
  }
  return [...edges].sort().map((e) => e.split(' ') as [string, string]);
}

/** A Mermaid node id: hyphens would read as part of an arrow, so they become underscores. */
const nodeId = (feature: string) => feature.replace(/-/g, '_');

/**
 * The Mermaid flowchart, one line per importing feature (`a --> b & c`). Features whose id differs from
 * their name are declared with it as label; features without edges are declared too, so every one shows.
 */
export function renderGraph(features: string[], edges: [string, string][]): string {
  const linked = new Set(edges.flat());
  const lines = ['```mermaid', 'flowchart LR'];
  for (const f of [...new Set([...features, ...linked])].sort()) {
    if (nodeId(f) !== f) lines.push(`  ${nodeId(f)}[${f}]`);
    else if (!linked.has(f)) lines.push(`  ${f}`);
  }
  const targets = new Map<string, string[]>();
  for (const [a, b] of edges) targets.set(a, [...(targets.get(a) ?? []), b]);
  for (const [a, bs] of targets) lines.push(`  ${nodeId(a)} --> ${bs.map(nodeId).join(' & ')}`);
  lines.push('```');
  return lines.join('\n');
}

/** The edges a rendered graph shows, as "a --> b" (for the check's message). */
export function edgesShown(doc: string): string[] {
  return [...doc.matchAll(/^ {2}(\S+) --> (.+)$/gm)].flatMap(([, a, bs]) =>
    bs.split(' & ').map((b) => `${a.replace(/_/g, '-')} --> ${b.trim().replace(/_/g, '-')}`),
  );
}

/** `doc` with the text between the markers replaced by `block`; throws when the markers are missing. */
export function replaceBlock(doc: string, block: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the markers ${START} … ${END} are missing`);
  return `${doc.slice(0, start + START.length)}\n\n${block}\n\n${doc.slice(end)}`;
}

function walk(dir: string, tests = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, tests);
    return SOURCE.test(entry.name) && (tests || !TEST.test(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** One cycle among the edges as `a --> b --> a`, or null when the graph is one-way. */
export function findCycle(edges: [string, string][]): string | null {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node].join(' --> ');
    state.set(node, 'open');
    trail.push(node);
    for (const target of next.get(node) ?? []) {
      const found = visit(target);
      if (found) return found;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...next.keys()].sort()) {
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

function main() {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  process.chdir(root);
  const doc = 'docs/ARCHITECTURE.md';
  const features = readdirSync('features', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const read = (p: string) => ({ path: p, source: readFileSync(p, 'utf8') });
  const edges = featureEdges(walk('features').map(read));
  const cycle = findCycle(featureEdges(walk('features', true).map(read)));
  if (cycle) {
    console.error(`features import each other (tests beside modules included): ${cycle}`);
    process.exit(1);
  }
  const current = readFileSync(doc, 'utf8');
  const next = replaceBlock(current, renderGraph(features, edges));
  if (process.argv.includes('--check')) {
    if (next === current) return console.log(`${doc}: the feature graph is current (${edges.length} edges).`);
    const inDoc = new Set(edgesShown(current));
    const inCode = new Set(edges.map(([a, b]) => `${a} --> ${b}`));
    const missing = [...inCode].filter((e) => !inDoc.has(e));
    const extra = [...inDoc].filter((e) => !inCode.has(e));
    console.error(`${doc}: the feature graph is not the one the code gives. Run \`npm run graph\` and commit it.`);
    if (missing.length) console.error(`  missing: ${missing.join(', ')}`);
    if (extra.length) console.error(`  no longer in the code: ${extra.join(', ')}`);
    process.exit(1);
  }
  if (next !== current) writeFileSync(doc, next);
  console.log(`${doc}: ${features.length} features, ${edges.length} edges${next === current ? ' (unchanged)' : ''}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
