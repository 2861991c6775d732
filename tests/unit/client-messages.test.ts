import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, pickClientMessages, SCOPED_NAMESPACES } from '@/features/site/client-messages';
import de from '@/messages/de.json';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

// The page editor loads its own Editor namespace for staff (features/editor/components/editor-root.client.tsx).
const files = ['app', 'features', 'components'].flatMap((dir) => sourceFiles(path.join(process.cwd(), dir))).filter((file) => !file.includes(`${path.sep}features${path.sep}editor${path.sep}`));

describe('client messages', () => {
  it('include every namespace a component reads with useTranslations', () => {
    const used = new Set<string>();
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      // A hook without a namespace would need all messages on the client.
      expect(code, `${file} calls useTranslations() without a namespace`).not.toMatch(/useTranslations\(\s*\)/);
      for (const m of code.matchAll(/useTranslations\(\s*['"]([^'".]+)/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((ns) => !([...CLIENT_NAMESPACES, ...Object.keys(SCOPED_NAMESPACES)] as readonly string[]).includes(ns))).toEqual([]);
  });

  it('give scoped namespaces only to islands beside the provider that carries them', () => {
    for (const [ns, provider] of Object.entries(SCOPED_NAMESPACES)) {
      const readers = files.filter((file) => readFileSync(file, 'utf8').includes(`useTranslations('${ns}')`));
      expect(readers.length).toBeGreaterThan(0);
      expect(readers.filter((file) => path.dirname(file) !== path.dirname(path.join(process.cwd(), provider)))).toEqual([]);
      expect(readFileSync(path.join(process.cwd(), provider), 'utf8')).toContain(`'${ns}'`);
    }
  });

  it('name namespaces that exist', () => {
    expect([...CLIENT_NAMESPACES, ...Object.keys(SCOPED_NAMESPACES)].filter((ns) => !(ns in de))).toEqual([]);
  });

  it('keep server-only namespaces out', () => {
    const picked = pickClientMessages(de);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('Dashboard');
    expect(picked).not.toHaveProperty('BoxOfficeMail');
    expect(picked).not.toHaveProperty('Shop');
    expect((picked.Header as Record<string, string>).menu).toBe(de.Header.menu);
  });
});
