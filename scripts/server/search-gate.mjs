/**
 * The search page renders per request and runs a full-text query for every ?q=: a burst of them
 * slowed the whole site. Like the search API (features/search/server/limits.ts), its renders get a
 * cap per process (SEARCH_MAX_CONCURRENT) and per client (SEARCH_MAX_CONCURRENT_PER_CLIENT); beyond
 * it the answer is 429 with Retry-After: 1 and a translated line, at once, instead of a queue. Only
 * this server sees when a page's answer is finished, so the cap lives here rather than in the page.
 */
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { createGate } from '../../lib/concurrency.mjs';
import { isTrusted, unmapped } from './guard.mjs';

const SEARCH_PAGE = /^\/(de|en|cs)\/search(?:\/[^?]*)?\?(?:.*&)?q=[^&]/;
const LOOPBACK = /^(127\.|::1$)/;

/** The client a trusted proxy reported (rightmost untrusted X-Forwarded-For entry); loopback counts as none. */
export function clientOf(req, trusted) {
  const hops = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(hops[i])) return null;
    if (!isTrusted(trusted, hops[i])) return LOOPBACK.test(hops[i]) ? null : hops[i];
  }
  return null;
}

function busyTexts(dir) {
  const texts = {};
  for (const locale of ['de', 'en', 'cs']) {
    try {
      texts[locale] = JSON.parse(readFileSync(path.join(dir, 'messages', `${locale}.json`), 'utf8')).SearchPage.busy;
    } catch {
      texts[locale] = undefined;
    }
  }
  return texts;
}

/**
 * `enter(req)`: undefined for requests that are not searches, a release function when a slot was
 * free, or an early answer (429) when the process or this client is at its cap.
 */
export function createSearchPageGate({ total, perClient, trusted, dir = process.cwd() }) {
  const texts = busyTexts(dir);
  const gate = createGate({ total, perClient });
  return {
    enter(req) {
      const match = (req.method === 'GET' || req.method === 'HEAD') && SEARCH_PAGE.exec(req.url ?? '');
      if (!match) return undefined;
      const release = gate.tryEnter(clientOf(req, trusted));
      if (release) return release;
      const text = texts[match[1]] ?? 'Too many searches at the same time; please try again in a moment.';
      return { status: 429, text, headers: { 'retry-after': '1' } };
    },
    running: () => gate.running(),
  };
}
