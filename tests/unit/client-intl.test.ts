import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 19 (7): the root layout has no NextIntlClientProvider; client components get their texts as
// props from the server (i18n/texts.server.ts). Only these browser modules keep next-intl's hooks,
// each under a provider of its own, out of the first load of public pages.
const KEEP_NEXT_INTL: Record<string, string> = {
  'features/editor/': 'the page editor, staff only: features/editor/components/editor-root.client.tsx is its provider',
  'features/webshop/components/shop/': "the webshop's cart and checkout: shop-messages.tsx wraps them",
  'features/webshop/components/booking-widget/booking-panel.client.tsx': 'loaded on opening the widget; wraps itself',
  'features/webshop/components/booking-widget/waiting-summary.tsx':
    "the panel's wait-in-line status, imported by booking-panel.client.tsx alone, under its provider",
  'features/counter/components/counter-sale.client.tsx':
    'the counter, staff only: a translator (createTranslator) over the texts its page passes, no provider',
};
const PROVIDERS = [
  'features/editor/components/editor-root.client.tsx',
  'features/webshop/components/shop/shop-messages.tsx',
  'features/webshop/components/booking-widget/booking-panel.client.tsx',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const root = process.cwd();
const browserModules = ['app', 'features', 'components', 'lib', 'i18n']
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .map((file) => ({ file: path.relative(root, file), code: readFileSync(file, 'utf8') }))
  .filter(({ code }) => /^['"]use client['"]/m.test(code));

describe('next-intl in the browser', () => {
  it('is imported only by the islands that bring their own provider', () => {
    const importing = browserModules
      .filter(({ code }) => /from ['"](next-intl|use-intl)(\/[^'"]*)?['"]|from ['"]@\/i18n\/navigation['"]/.test(code))
      .map(({ file }) => file);
    expect(importing.length).toBeGreaterThan(0);
    expect(
      importing.filter((file) => !Object.keys(KEEP_NEXT_INTL).some((allowed) => file.startsWith(allowed))),
    ).toEqual([]);
  });

  it('has a provider for each of those islands, carrying the namespaces they read', () => {
    for (const provider of PROVIDERS)
      expect(readFileSync(path.join(root, provider), 'utf8'), provider).toContain('NextIntlClientProvider');
    const shopProvider = readFileSync(path.join(root, PROVIDERS[1]), 'utf8');
    const shopNamespaces = browserModules
      .filter(({ file }) => file.startsWith('features/webshop/components/shop/'))
      .flatMap(({ code }) => [...code.matchAll(/useTranslations\(\s*['"]([^'".]+)/g)].map((m) => m[1]));
    expect(shopNamespaces.length).toBeGreaterThan(0);
    for (const namespace of new Set(shopNamespaces))
      expect(shopProvider, namespace).toContain(`${namespace}: messages.${namespace}`);
  });
});
