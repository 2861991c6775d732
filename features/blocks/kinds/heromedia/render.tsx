import { getTranslations } from 'next-intl/server';
import { MediaImage } from '@/features/media';
import { isOnlineAt } from '@/features/blocks/shared/online-window';
import type { Locale } from '@/i18n/config';
import type { BlockComponent } from '../../types';
import { HeroVideo } from '../../components/lazy-islands.client';
import styles from './hero-media.module.css';

async function heroVideoTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Blocks' });
  return { playVideo: t('playVideo'), pauseVideo: t('pauseVideo') };
}

/**
 * Large opening image or video (docs/requirements.md §9: 18/25 on mobile, 16/8 from 768 px). Shown only between
 * online_from and online_to, evaluated when the page is rendered.
 */
export const HeroMediaBlock: BlockComponent<'heromedia'> = async ({ block, ctx }) => {
  if (!isOnlineAt(block, new Date())) return null;
  const image = block.image ? ctx.media.get(block.image) : undefined;
  return (
    <section
      className={`block ${styles.hero} ${block.sticky ? styles.sticky : ''}`.trim()}
      aria-labelledby={block.headline ? `${block.id}-title` : undefined}
    >
      <div className={styles.media}>
        {block.video ? (
          <HeroVideo
            src={block.video}
            poster={image?.thumbnails.large ?? image?.url}
            texts={await heroVideoTexts(ctx.locale)}
          />
        ) : (
          image && <MediaImage image={image} format="large" fill priority />
        )}
      </div>
      {(block.headline || block.text || block.button_text) && (
        <div className={styles.content}>
          {block.headline && (
            <h2 id={`${block.id}-title`} className={styles.headline}>
              {block.headline}
            </h2>
          )}
          {block.text && <p className={styles.text}>{block.text}</p>}
          {block.button_text && block.button_link && (
            <a href={block.button_link} className={`button ${styles.button}`}>
              {block.button_text}
            </a>
          )}
        </div>
      )}
    </section>
  );
};
