import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';

// Issue 19 (4): the HTML of one page of every type, as the production build serves it, has no
// error in the Nu HTML Checker (npm vnu-jar; a Java runtime, which .ci/run installs). One checker
// run over all files: the JVM start is most of the time.

/** The checker as npm's vnu-jar ships it (its own entry would download a Java runtime). */
const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number };

async function firstLink(request: APIRequestContext, page: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(page)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1].replaceAll('&amp;', '&'))
    .find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${page}`).toBeTruthy();
  return href!;
}

/** A venue linked from a date of the list: dates other tests made (the counter's) may have no venue. */
async function venueLink(request: APIRequestContext, list: string): Promise<string> {
  const html = await (await request.get(list)).text();
  for (const [, date] of html.matchAll(/href="(\/de\/programm\/veranstaltungen\/[^/?"]+\/\d+)"/g)) {
    const venue = (await (await request.get(date)).text()).match(/href="(\/de\/venues\/[^/?"]+\/\d+)"/);
    if (venue) return venue[1];
  }
  throw new Error(`no date on ${list} links its venue`);
}

test('one page of every type has no Nu HTML Checker error', async ({ request }) => {
  test.setTimeout(120_000);
  const event = await firstLink(
    request,
    '/de/programm/veranstaltungen',
    /^\/de\/programm\/veranstaltungen\/[^/?]+\/\d+$/,
  );
  const pages: Record<string, string> = {
    home: '/de',
    'events list': '/de/programm/veranstaltungen',
    'event detail': event,
    production: await firstLink(request, '/de/produktionen', /^\/de\/produktionen\/[^/?]+\/\d+$/),
    article: await firstLink(request, '/de/mediathek-de', /^\/de\/mediathek-de\/(?!categories\/|tags\/)[^/?]+\/\d+$/),
    search: '/de/search?q=Dorf',
    venue: await venueLink(request, '/de/programm/veranstaltungen'),
    person: await firstLink(request, '/de/team', /^\/de\/team\/[^/?]+\/\d+$/),
    form: await firstLink(request, '/de/impressum', /^\/de\/forms\/[^/?]+\/\d+$/),
    404: '/de/gibt-es-nicht',
    'webshop event': await firstLink(request, '/de/webshop', /^\/de\/webshop\/event\/\d+/),
    cart: '/de/webshop/cart',
    'english page': '/en/program/events',
    // Every page module, the lazily loaded islands among them (slider, FAQ, anchor list, form, events list).
    'module gallery': '/de/modul-galerie',
  };

  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files: Record<string, string> = {};
    for (const [name, url] of Object.entries(pages)) {
      const res = await request.get(url);
      expect(res.status(), `${name} ${url}`).toBeLessThan(name === '404' ? 500 : 400);
      const file = path.join(dir, `${name.replaceAll(' ', '-')}.html`);
      await writeFile(file, await res.text());
      files[`file:${file}`] = `${name} (${url})`;
    }
    // --exit-zero-always: the verdict is ours, from the JSON on stderr.
    const { stderr } = await promisify(execFile)(
      'java',
      [
        '-Xss8m',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...Object.keys(files).map((f) => f.slice(5)),
      ],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error');
    const report = messages.map((m) => `${files[m.url] ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`);
    console.info(`Nu HTML Checker: ${Object.keys(files).length} pages, ${messages.length} errors`);
    expect(report).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
