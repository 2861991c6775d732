import { MediaImage } from '@/features/media';
import { getMediaMap } from '@/features/media/server';
import { containerLayouts } from '../section';
import type { BlockContext, ContainerEntity } from '../types';
import { BlockList } from './block-list';
import styles from './section-view.module.css';

const LAYOUTS = new Set<string>(containerLayouts);
const VARIANT_CLASS: Record<string, string> = {
  centered: styles.centered,
  colored: styles.colored,
  'colored-centered': `${styles.colored} ${styles.centered}`,
};

/** A section (container) of a page: its columns side by side in the chosen layout. */
export async function SectionView({ section, ctx }: { section: ContainerEntity; ctx: BlockContext }) {
  const layout = LAYOUTS.has(section.settings.layout ?? '') ? section.settings.layout : '100';
  const extra = (section.settings.extra_class ?? '').replace(/[^A-Za-z0-9 _-]/g, '');
  const variant = VARIANT_CLASS[section.settings.variant ?? ''] ?? '';
  const imageId = section.settings.image ?? null;
  // The page loads the media of its blocks; a section's own background image may not be among them.
  const image = imageId
    ? (ctx.media.get(imageId) ?? (await getMediaMap([imageId], ctx.locale)).get(imageId))
    : undefined;
  return (
    <section
      className={`section section--${layout} ${styles.section} ${variant} ${image ? styles.withImage : ''} ${extra}`
        .replace(/\s+/g, ' ')
        .trim()}
      data-slug={section.slug}
    >
      {image && (
        <div className={styles.background} aria-hidden="true">
          <MediaImage image={{ ...image, alt: '' }} format="large" fill />
        </div>
      )}
      <div className={`section__inner ${styles.inner}`}>
        {section.columns.map((column, i) => (
          <div
            key={i}
            className={`section__column ${column.classes.replace(/[^A-Za-z0-9 _-]/g, '')}`.trim()}
            data-column={i}
          >
            <BlockList blocks={column.children} ctx={ctx} />
          </div>
        ))}
      </div>
    </section>
  );
}
