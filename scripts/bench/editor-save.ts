/**
 * npm run bench:editor-save — how long after a staff save an anonymous visitor sees the change:
 * logs in (STAFF_USERNAME / STAFF_PASSWORD), saves a headline into a page's section through the
 * page editor API, then requests the public page until it shows the new text. Repeats BENCH_RUNS
 * times (default 10), puts the section back as it was and prints the figures.
 * Start the site first (npm start); BENCH_URL says where it runs (default http://localhost:3000).
 */
const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const pagePath = process.env.BENCH_PAGE ?? '/de/besuch/anreise';
const runs = Number(process.env.BENCH_RUNS ?? 10);

type Section = { id: number; slug: string; updated_at: string; settings: unknown; columns: { classes: string; children: unknown[] }[] };

async function login() {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.STAFF_USERNAME ?? 'redaktion', password: process.env.STAFF_PASSWORD ?? '' }),
  });
  if (!res.ok) throw new Error(`login failed (${res.status}): set STAFF_USERNAME and STAFF_PASSWORD`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, csrf: ((await res.json()) as { csrf_token: string }).csrf_token };
}

async function main() {
  const auth = await login();
  const [, locale, ...rest] = pagePath.split('/');
  const page = (await (await fetch(`${base}/${locale}/pageeditor-api/page/${rest.join('/')}`, { headers: { cookie: auth.cookie } })).json()) as { modules: Section[] };
  const original = page.modules[0];
  if (!original) throw new Error(`${pagePath} has no section to save into`);
  let version = original.updated_at;
  const save = async (columns: Section['columns']) => {
    const res = await fetch(`${base}/${locale}/pageeditor-api/container/${original.id}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: auth.cookie, 'x-csrftoken': auth.csrf },
      body: JSON.stringify({ version, settings: original.settings, columns }),
    });
    if (!res.ok) throw new Error(`save failed: ${res.status} ${await res.text()}`);
    version = ((await res.json()) as Section).updated_at;
  };
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const text = `Messlauf ${Date.now()}-${run}`;
      const columns = original.columns.map((c, i) => (i === 0 ? { ...c, children: [{ kind: 'headline', id: `bench-${run}`, content: text }, ...c.children] } : c));
      const start = performance.now();
      await save(columns);
      for (;;) {
        const html = await (await fetch(base + pagePath)).text();
        if (html.includes(text)) break;
        if (performance.now() - start > 30_000) throw new Error('the change did not show within 30 s');
      }
      times.push(performance.now() - start);
    }
  } finally {
    await save(original.columns);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  console.table([{ page: pagePath, runs, 'save → visitor p50 ms': at(0.5), 'p95 ms': at(0.95), 'max ms': Math.round(times.at(-1) ?? 0) }]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// A module, not a script: its names stay its own.
export {};
