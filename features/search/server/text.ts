import 'server-only';
import { pathnames, type AppPathname } from '@/i18n/routing';
import type { Locale } from '@/i18n/config';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '' };

/** Plain text of stored rich text, for indexing only (results are rendered as text, never HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (all, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? all;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

// Block fields that carry visible text; ids, kinds, anchors, classes and URLs are left out.
const TEXT_KEYS = new Set([
  'content',
  'preline',
  'subline',
  'headline',
  'text',
  'description',
  'title',
  'question',
  'answer',
  'author',
  'link_text',
  'button_text',
  'intro',
]);

/**
 * The visible text of a block list, whatever kinds it holds: walks the stored JSON and keeps the
 * text fields, so new block kinds are indexed without changes here.
 */
export function blocksText(blocks: unknown, out: string[] = []): string[] {
  if (Array.isArray(blocks)) {
    for (const item of blocks) blocksText(item, out);
  } else if (blocks && typeof blocks === 'object') {
    for (const [key, value] of Object.entries(blocks)) {
      if (typeof value === 'string' && TEXT_KEYS.has(key)) {
        const text = htmlToText(value);
        if (text) out.push(text);
      } else if (typeof value === 'object') blocksText(value, out);
    }
  }
  return out;
}

/** A localized route as visitors see it, with the language prefix ('/de/mediathek-de/x/3'). */
export function routeUrl(locale: Locale, route: AppPathname, params: Record<string, string | number> = {}): string {
  const entry = pathnames[route] as string | Record<Locale, string>;
  const template = typeof entry === 'string' ? entry : entry[locale];
  const path = template.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  return `/${locale}${path === '/' ? '' : path}`;
}

export { slugify } from '@/lib/slug';
