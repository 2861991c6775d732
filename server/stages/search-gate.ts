/**
 * The search page renders per request and runs a full-text query for every ?q=: a burst of them
 * slowed the whole site. Like the search API (features/search/server/limits.ts), its renders get a
 * cap per process (SEARCH_MAX_CONCURRENT) and per client (SEARCH_MAX_CONCURRENT_PER_CLIENT); beyond
 * it the answer is 429 with Retry-After: 1 and a translated line, at once, instead of a queue. Only
 * this server sees when a page's answer is finished, so the cap lives here rather than in the page.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { createGate } from '../../lib/concurrency.js';
import { clientAddressOf, FORWARDED_FOR, type TrustedProxies } from '../../lib/client-address.js';
import { reply, type Reply, type Stage } from '../pipeline.js';
import { LOCALES } from '../pages.js';

const SEARCH_PAGE = /^\/(de|en|cs)\/search(?:\/[^?]*)?\?(?:.*&)?q=[^&]/;

function busyTexts(dir: string): Record<string, string | undefined> {
  const texts: Record<string, string | undefined> = {};
  for (const locale of LOCALES) {
    try {
      texts[locale] = JSON.parse(readFileSync(path.join(dir, 'messages', `${locale}.json`), 'utf8')).SearchPage.busy;
    } catch {
      texts[locale] = undefined;
    }
  }
  return texts;
}

export type SearchLimits = { total: number; perClient: number };

/**
 * `enter(req)`: undefined for requests that are not searches, a release function when a slot was
 * free, or an early answer (429) when the process or this client is at its cap.
 */
export function createSearchPageGate({
  total,
  perClient,
  trusted,
  dir = process.cwd(),
}: SearchLimits & { trusted: TrustedProxies; dir?: string }) {
  const texts = busyTexts(dir);
  const gate = createGate({ total, perClient });
  return {
    enter(req: IncomingMessage): (() => void) | Reply | undefined {
      const match = (req.method === 'GET' || req.method === 'HEAD') && SEARCH_PAGE.exec(req.url ?? '');
      if (!match) return undefined;
      const client = clientAddressOf(req.headers[FORWARDED_FOR], trusted, req.socket.remoteAddress);
      const release = gate.tryEnter(client);
      if (release) return release;
      const text = texts[match[1]] ?? 'Too many searches at the same time; please try again in a moment.';
      return { status: 429, text, headers: { 'retry-after': '1' } };
    },
    running: () => gate.running(),
  };
}

export function searchGate(options: SearchLimits & { trusted: TrustedProxies; dir?: string }): Stage {
  const gate = createSearchPageGate(options);
  return {
    name: 'search gate',
    enter(req, res) {
      const search = gate.enter(req);
      if (typeof search === 'object') {
        reply(res, search);
        return 'answered';
      }
      if (search) res.on('close', search);
    },
  };
}
