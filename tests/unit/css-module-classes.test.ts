import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A CSS module reference to a class the module does not define is undefined at run time: in a
 * template string it became the class "undefined" (the home page's highlights read
 * class="block undefined"), elsewhere a styling hook that silently never applied. Every
 * `styles.name` in our code must name a class of the module it was imported from.
 */
const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const cssPath = (file: string, spec: string) =>
  spec.startsWith('@/') ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(file), spec);

describe('CSS module references', () => {
  it('name only classes their module defines', () => {
    const missing: string[] = [];
    for (const file of ['app', 'components', 'features'].flatMap((dir) => sourceFiles(path.join(root, dir)))) {
      const source = readFileSync(file, 'utf8');
      for (const [, name, spec] of source.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
        const css = readFileSync(cssPath(file, spec), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
        const classes = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
        for (const [reference, cls] of source.matchAll(
          new RegExp(`\\b${name}\\.(\\w+)|\\b${name}\\['([\\w-]+)'\\]`, 'g'),
        )) {
          const used = cls ?? reference.slice(name.length + 2, -2);
          if (!classes.has(used)) missing.push(`${path.relative(root, file)}: ${reference}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
