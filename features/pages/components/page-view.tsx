import type { Locale } from '@/i18n/config';
import { mediaIdsOf, parseBlock } from '@/features/blocks';
import { SectionView } from '@/features/blocks/server';
import { getMediaMap } from '@/features/media/server';
import { LandingPageMarker } from './landing-page-marker';
import type { PageEntity } from '../types';
import type { PagePreview } from '../server/load-page';
import { PreviewNotice } from './preview-notice';

/** A CMS page: its headline and every section in order. */
export async function PageView({
  page,
  locale,
  preview = null,
}: {
  page: PageEntity;
  locale: Locale;
  preview?: PagePreview;
}) {
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
      {preview && <PreviewNotice preview={preview} locale={locale} />}
      <h1 className={page.is_landing_page ? 'visually-hidden' : 'page__title'}>{page.headline}</h1>
      {page.modules.map((section) => (
        <SectionView key={section.id} section={section} ctx={{ locale, media }} />
      ))}
    </main>
  );
}
