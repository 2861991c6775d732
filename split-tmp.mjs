import * as acorn from 'acorn';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
for (const f of process.argv.slice(2)) {
  const src = readFileSync(f, 'utf8');
  const ast = acorn.parse(src, { ecmaVersion: 'latest' });
  // find the array expression in push([...])
  let arr;
  (function walk(n) { if (arr || !n || typeof n !== 'object') return; if (n.type === 'CallExpression' && n.callee.property?.name === 'push') { arr = n.arguments[0]; return; } for (const k in n) { const v = n[k]; if (Array.isArray(v)) v.forEach(walk); else if (v && typeof v.type === 'string') walk(v); } })(ast);
  const el = arr.elements;
  const total = gzipSync(src).length;
  console.log(f, (total/1024).toFixed(2));
  const rows = [];
  for (let i = 1; i < el.length; i++) {
    let j = i; while (j < el.length && el[j].type === 'Literal') j++;
    if (j >= el.length) break;
    const id = el.slice(i, j).map((x) => x.value).join('+'); const fn = el[j]; const start = i; i = j;
    const without = src.slice(0, el[start].start) + src.slice(fn.end + 1);
    const marginal = total - gzipSync(without).length;
    const body = src.slice(fn.start, fn.end);
    const names = [...body.matchAll(/\["([A-Za-z_$][\w$]*)",0/g)].map((m) => m[1]).concat([...body.matchAll(/"([A-Za-z]\w+)",0,/g)].map(m=>m[1]));
    rows.push([id, marginal, body.length, [...new Set(names)].slice(0,6).join(','), body.slice(0, 90).replace(/\s+/g,' ')]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  for (const r of rows) console.log(String(r[0]).padStart(7), String(r[1]).padStart(6), String(r[2]).padStart(6), r[3], '|', r[4]);
}
