/**
 * First-load JavaScript of a page: the gzip sizes of the script chunks its HTML references.
 * `<script nomodule>` (Next's legacy polyfills) is listed apart: browsers that run modules, i.e.
 * every browser the site supports, never download it.
 *   node scripts/dev/first-load-js.mjs http://localhost:3100/de
 */
import { gzipSync } from 'node:zlib';

const url = process.argv[2] ?? 'http://localhost:3100/de';
const html = await (await fetch(url)).text();
const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
const seen = new Set();
const sum = { raw: 0, gzip: 0, scripts: 0 };
const legacy = { raw: 0, gzip: 0, scripts: 0 };
for (const [tag, src] of tags) {
  if (seen.has(src)) continue;
  seen.add(src);
  const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
  const bucket = /\snomodule/i.test(tag) ? legacy : sum;
  bucket.raw += body.length;
  bucket.gzip += gzipSync(body, { level: 9 }).length;
  bucket.scripts += 1;
}
const kb = (n) => +(n / 1024).toFixed(1);
console.log(
  JSON.stringify({
    url,
    scripts: sum.scripts,
    rawKB: kb(sum.raw),
    gzipKB: kb(sum.gzip),
    nomodule: { scripts: legacy.scripts, gzipKB: kb(legacy.gzip) },
  }),
);
