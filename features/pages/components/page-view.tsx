import type { Locale } from '@/i18n/config';
import { mediaIdsOf, parseBlock } from '@/features/blocks';
import { SectionView } from '@/features/blocks/server';
import { getMediaMap } from '@/features/media/server';
import { LandingPageMarker } from './landing-page-marker';
import type { PageEntity } from '../types';

/** A CMS page: its headline and every section in order. */
export async function PageView({ page, locale }: { page: PageEntity; locale: Locale }) {
  const ids = page.modules.flatMap((m) =>
    m.columns.flatMap((c) =>
      c.children.flatMap((raw) => {
        const parsed = parseBlock(raw);
        return parsed.success ? mediaIdsOf(parsed.data) : [];
      }),
    ),
  );
  const media = await getMediaMap(ids, locale);
  return (
    <main id="content" className={`page page--${page.content_type}`}>
      {page.is_landing_page && <LandingPageMarker />}
      <h1 className={page.is_landing_page ? 'visually-hidden' : 'page__title'}>{page.headline}</h1>
      {page.modules.map((section) => (
        <SectionView key={section.id} section={section} ctx={{ locale, media }} />
      ))}
    </main>
  );
}
