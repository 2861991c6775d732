/**
 * First-load JavaScript of a page: the gzip sizes of the script chunks its HTML references.
 *   node scripts/dev/first-load-js.mjs http://localhost:3100/de
 */
import { gzipSync } from 'node:zlib';

const url = process.argv[2] ?? 'http://localhost:3100/de';
const html = await (await fetch(url)).text();
const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
let raw = 0;
let gzip = 0;
for (const src of srcs) {
  const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
  raw += body.length;
  gzip += gzipSync(body, { level: 9 }).length;
}
console.log(JSON.stringify({ url, scripts: srcs.length, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) }));
