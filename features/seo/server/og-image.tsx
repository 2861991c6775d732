import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { db, schema } from '@/lib/db';
import { cached, TAGS } from '@/lib/cache';
import { importOg } from '@/lib/node-imports';
import { pick, type Locale } from '@/i18n/config';

/** The kinds of page that get a generated share image with their own title; 'site' is the default image. */
export const OG_KINDS = ['site', 'page', 'event', 'production', 'article', 'person', 'venue', 'series'] as const;
export type OgKind = (typeof OG_KINDS)[number];

type Titled = { title: string; context: string };

/** The title of one public item, straight from its table (no feature code: this route stays small). */
async function readOgTitle(kind: OgKind, id: number, locale: Locale): Promise<Titled | null> {
  const s = schema;
  const one = async <T,>(rows: Promise<T[]>) => (await rows)[0] ?? null;
  switch (kind) {
    case 'site':
      return { title: '', context: '' };
    case 'page': {
      const r = await one(
        db()
          .select({ t: s.pages.title })
          .from(s.pages)
          .where(and(eq(s.pages.id, id), eq(s.pages.isOnline, true))),
      );
      return r ? { title: pick(r.t, locale) ?? '', context: '' } : null;
    }
    case 'event': {
      const r = await one(
        db()
          .select({ t: s.events.title, d: s.events.dateStart })
          .from(s.events)
          .where(and(eq(s.events.id, id), eq(s.events.isOnline, true))),
      );
      return r ? { title: pick(r.t, locale) ?? '', context: r.d.toISOString() } : null;
    }
    case 'production': {
      const r = await one(
        db()
          .select({ t: s.productions.title, st: s.productions.subtitle })
          .from(s.productions)
          .where(and(eq(s.productions.id, id), eq(s.productions.isOnline, true))),
      );
      return r ? { title: pick(r.t, locale) ?? '', context: pick(r.st, locale) ?? '' } : null;
    }
    case 'article': {
      const r = await one(
        db()
          .select({ t: s.articles.title, a: s.articles.author })
          .from(s.articles)
          .where(and(eq(s.articles.id, id), eq(s.articles.isOnline, true))),
      );
      return r && r.t[locale] ? { title: r.t[locale]!, context: r.a } : null;
    }
    case 'person': {
      const r = await one(
        db()
          .select({ f: s.persons.firstName, l: s.persons.lastName, role: s.persons.role })
          .from(s.persons)
          .where(eq(s.persons.id, id)),
      );
      return r ? { title: `${r.f} ${r.l}`.trim(), context: pick(r.role, locale) ?? '' } : null;
    }
    case 'venue': {
      const r = await one(
        db().select({ t: s.venues.name, c: s.venues.city }).from(s.venues).where(eq(s.venues.id, id)),
      );
      return r ? { title: pick(r.t, locale) ?? '', context: r.c } : null;
    }
    case 'series': {
      const r = await one(db().select({ t: s.series.name }).from(s.series).where(eq(s.series.id, id)));
      return r ? { title: pick(r.t, locale) ?? '', context: '' } : null;
    }
  }
}

const getOgTitle = cached(readOgTitle, ['og-title'], {
  tags: [TAGS.pages, TAGS.events, TAGS.productions, TAGS.articles, TAGS.team, TAGS.venues, TAGS.series],
});

// The same DejaVu files the ticket PDFs use: they cover German and Czech letters, and nothing is
// fetched from the internet (next/og's own font lacks ř, ě, ů and would try to download them).
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 }[]> | null = null;
function loadFonts() {
  const dir = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
  fonts ??= Promise.all([
    readFile(path.join(dir, 'DejaVuSerif-Bold.ttf')).then((data) => ({ name: 'Serif', data, weight: 700 as const })),
    readFile(path.join(dir, 'DejaVuSans.ttf')).then((data) => ({ name: 'Sans', data, weight: 400 as const })),
  ]);
  return fonts;
}

const COLORS = { forest: '#1f3328', accent: '#2f4a3a', paper: '#f7f3ea', ochre: '#e0b461', onDark: '#f3efe4' };

/** A 1200×630 PNG in the house style: deep green, paper-coloured serif title, ochre rule, site name. */
export async function ogImageResponse(locale: Locale, kind: OgKind, id: number): Promise<Response | null> {
  const item = await getOgTitle(kind, id, locale);
  if (!item) return null;
  // Messages loaded directly (as the mails do): the route is no page, and this keeps it to one file per language.
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'Common' });
  const dateText =
    kind === 'event' && item.context
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
          new Date(item.context),
        )
      : item.context;
  const title = item.title || t('siteName');
  const subtitle = item.title ? dateText : t('siteTagline');
  const size = title.length > 60 ? 54 : title.length > 30 ? 66 : 80;
  const { ImageResponse } = await importOg();
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: COLORS.forest,
        color: COLORS.onDark,
        padding: '72px 80px',
        fontFamily: 'Sans',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, letterSpacing: 2, textTransform: 'uppercase', color: COLORS.ochre }}>
        {t('siteName')}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', width: 120, height: 8, background: COLORS.ochre, marginBottom: 36 }} />
        <div style={{ display: 'flex', fontFamily: 'Serif', fontSize: size, lineHeight: 1.15, color: COLORS.paper }}>
          {title.slice(0, 120)}
        </div>
        {subtitle ? (
          <div style={{ display: 'flex', marginTop: 28, fontSize: 34, color: COLORS.onDark }}>
            {subtitle.slice(0, 120)}
          </div>
        ) : null}
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      fonts: await loadFonts(),
      headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    },
  );
}
