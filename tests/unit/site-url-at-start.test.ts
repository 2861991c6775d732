import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { refreshPrerenderedPages } from '@/server/site-url';

/**
 * A build directory as `next build` and a running server leave it: the build's SITE_URL recorded
 * (next.config.ts), a prerendered page, an ISR page rendered since, and compiled code.
 */
function buildDir(siteUrl: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-url-'));
  const file = (rel: string, text = 'x') => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  file('.next/BUILD_ID', 'build-1');
  file('.next/cache/museum-site-url.json', JSON.stringify({ buildId: 'build-1', siteUrl }));
  file('.next/server/app/_not-found.html', `<link rel="canonical" href="${siteUrl}/">`);
  file('.next/server/app/_not-found.segments/_tree.segment.rsc');
  file('.next/server/app/[locale]/(site)/team/page.js');
  file('.next/server/route-cache/APP_PAGE/abc/$/de/team.html', `<link rel="canonical" href="${siteUrl}/de/team">`);
  return dir;
}
const at = (dir: string, rel: string) => existsSync(path.join(dir, rel));

describe('SITE_URL is read at start (server/site-url.ts)', () => {
  it('drops pages cached under another SITE_URL and keeps the code; the next start with it keeps them', () => {
    const dir = buildDir('http://localhost:3000');
    expect(refreshPrerenderedPages(dir, 'https://museum.example/').removed).toBeGreaterThan(0);
    expect(at(dir, '.next/server/app/_not-found.html')).toBe(false);
    expect(at(dir, '.next/server/app/_not-found.segments')).toBe(false);
    expect(at(dir, '.next/server/route-cache')).toBe(false);
    expect(at(dir, '.next/server/app/[locale]/(site)/team/page.js')).toBe(true);
    expect(JSON.parse(readFileSync(path.join(dir, '.next/cache/museum-site-url.json'), 'utf8')).siteUrl).toBe(
      'https://museum.example',
    );
    expect(refreshPrerenderedPages(dir, 'https://museum.example').removed).toBe(0);
  });

  it('keeps the cache when SITE_URL is the build’s, or when the record belongs to another build', () => {
    const same = buildDir('https://museum.example');
    expect(refreshPrerenderedPages(same, 'https://museum.example/de').removed).toBe(0);
    expect(at(same, '.next/server/route-cache/APP_PAGE/abc/$/de/team.html')).toBe(true);
    const other = buildDir('http://localhost:3000');
    writeFileSync(path.join(other, '.next/BUILD_ID'), 'build-2');
    expect(refreshPrerenderedPages(other, 'https://museum.example').removed).toBe(0);
  });

  it('treats an unset SITE_URL as the default http://localhost:3000', () => {
    const dir = buildDir('http://localhost:3000');
    expect(refreshPrerenderedPages(dir, undefined).removed).toBe(0);
  });
});
