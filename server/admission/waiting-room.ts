/**
 * What a buyer who must wait sees: a small page in their language that says the shop is busy, gives
 * the place in line and the expected wait, and reloads itself (no JavaScript needed); an API caller
 * (the booking widget) gets the same as JSON with code -253. Both are 503 with Retry-After. The texts
 * are the WaitingRoom messages, read once at start (this server runs outside the app's bundles).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { LOCALES, type Locale } from '../pages.js';

/** The box office's code for "wait in line" (features/box-office/cart-errors.ts CART_ERROR.waitingRoom). */
const WAITING_ROOM_CODE = -253;

export type Waiting = { position: number | null; waitSeconds: number | null; retryAfter: number };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function waitingRoomTexts(dir = process.cwd()) {
  const translators = new Map(
    LOCALES.map((locale) => {
      const messages = JSON.parse(readFileSync(path.join(dir, 'messages', `${locale}.json`), 'utf8'));
      return [
        locale,
        {
          t: createTranslator({ locale, messages, namespace: 'WaitingRoom' }),
          site: String(messages.Common?.siteName ?? ''),
        },
      ] as const;
    }),
  );
  const of = (locale: Locale) => translators.get(locale) ?? translators.get('de')!;

  return {
    /** The page; `back` is where its reload goes (the address asked for, or the page a form was sent from). */
    page(locale: Locale, waiting: Waiting, back: string): string {
      const { t, site } = of(locale);
      const lines = [
        waiting.position !== null ? t('position', { position: waiting.position }) : null,
        waiting.waitSeconds !== null ? t('wait', { minutes: Math.floor(waiting.waitSeconds / 60) }) : null,
      ].filter((line): line is string => !!line);
      const href = escape(back);
      return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="${waiting.retryAfter};url=${href}"><title>${escape(t('title'))} | ${escape(site)}</title><style>body{margin:0;min-height:100vh;display:grid;place-content:center;font-family:Georgia,'Times New Roman',serif;background:#f6f1e7;color:#2b2a26;line-height:1.5}header,main{max-width:34rem;padding:0 1.25rem}header{padding-top:1.5rem}main{padding-bottom:2rem}p.site{font:600 1rem system-ui,sans-serif;letter-spacing:.12em;color:#7a5c2e}h1{font-size:1.9rem;line-height:1.2;margin:.5rem 0 1rem}p.place{font:600 1.35rem system-ui,sans-serif}a{display:inline-block;margin-top:.5rem;padding:.7rem 1.2rem;background:#2b2a26;color:#fff;font:600 1rem system-ui,sans-serif;text-decoration:none;border-radius:.25rem}a:focus-visible{outline:3px solid #7a5c2e;outline-offset:3px}</style></head><body><header><p class="site">${escape(site)}</p></header><main><h1>${escape(t('title'))}</h1><p>${escape(t('lead'))}</p>${lines.map((line, i) => `<p${i === 0 && waiting.position !== null ? ' class="place"' : ''}>${escape(line)}</p>`).join('')}<p>${escape(t('refresh', { seconds: waiting.retryAfter }))}</p><p><a href="${href}">${escape(t('retry'))}</a></p></main></body></html>`;
    },

    /** The JSON an API caller gets: the sentence the widget shows, and when to ask again. */
    json(locale: Locale, waiting: Waiting) {
      const { t } = of(locale);
      return {
        detail:
          waiting.position !== null ? t('api', { position: waiting.position, seconds: waiting.retryAfter }) : t('busy'),
        code: WAITING_ROOM_CODE,
        retry_after: waiting.retryAfter,
        position: waiting.position,
        wait_seconds: waiting.waitSeconds,
      };
    },
  };
}
