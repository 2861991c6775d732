/**
 * npm run bench:editor-save — how long after publishing an anonymous visitor sees the change:
 * logs in (STAFF_USERNAME / STAFF_PASSWORD), saves a headline into the page's draft and publishes
 * it as the editor does (PUT draft, POST publish), then requests the public page until it shows
 * the new text. Repeats BENCH_RUNS times (default 10), publishes the page as it was and prints the figures.
 * Start the site first (npm start); BENCH_URL says where it runs (default http://localhost:3000).
 */
const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const pagePath = process.env.BENCH_PAGE ?? '/de/besuch/anreise';
const runs = Number(process.env.BENCH_RUNS ?? 10);

type Section = {
  id: number;
  slug: string;
  updated_at: string;
  settings: unknown;
  columns: { classes: string; children: unknown[] }[];
};

async function login() {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: process.env.STAFF_USERNAME ?? 'redaktion',
      password: process.env.STAFF_PASSWORD ?? '',
    }),
  });
  if (!res.ok) throw new Error(`login failed (${res.status}): set STAFF_USERNAME and STAFF_PASSWORD`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, csrf: ((await res.json()) as { csrf_token: string }).csrf_token };
}

async function main() {
  const auth = await login();
  const [, locale, ...rest] = pagePath.split('/');
  const page = (await (
    await fetch(`${base}/${locale}/pageeditor-api/page/${rest.join('/')}`, { headers: { cookie: auth.cookie } })
  ).json()) as { id: number; modules: Section[] };
  if (!page.modules[0]) throw new Error(`${pagePath} has no section to save into`);
  const pageId = page.id;
  const headers = { 'content-type': 'application/json', cookie: auth.cookie, 'x-csrftoken': auth.csrf };
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}/${locale}/pageeditor-api/${path}`, {
      method,
      headers,
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ revision: number }>;
  };
  const publish = async (sections: unknown[]) => {
    const state = (await (await fetch(`${base}/${locale}/pageeditor-api/drafts/${pageId}/`, { headers })).json()) as {
      draft: { revision: number } | null;
    };
    const draft = await call('PUT', `drafts/${pageId}/`, { revision: state.draft?.revision ?? 0, sections });
    const start = performance.now();
    await call('POST', `publish/${pageId}/`, { revision: draft.revision, at: null });
    return start;
  };
  const live = page.modules.map((m) => ({ slug: m.slug, settings: m.settings, columns: m.columns }));
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const text = `Messlauf ${Date.now()}-${run}`;
      const sections = live.map((m, i) =>
        i === 0
          ? {
              ...m,
              columns: m.columns.map((c, j) =>
                j === 0
                  ? { ...c, children: [{ kind: 'headline', id: `bench-${run}`, content: text }, ...c.children] }
                  : c,
              ),
            }
          : m,
      );
      const start = await publish(sections);
      for (;;) {
        const html = await (await fetch(base + pagePath)).text();
        if (html.includes(text)) break;
        if (performance.now() - start > 30_000) throw new Error('the change did not show within 30 s');
      }
      times.push(performance.now() - start);
    }
  } finally {
    await publish(live);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  console.table([
    {
      page: pagePath,
      runs,
      'publish → visitor p50 ms': at(0.5),
      'p95 ms': at(0.95),
      'max ms': Math.round(times.at(-1) ?? 0),
    },
  ]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// A module, not a script: its names stay its own.
export {};
