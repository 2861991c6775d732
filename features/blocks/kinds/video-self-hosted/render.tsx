import { getTranslations } from 'next-intl/server';
import type { BlockComponent } from '../../types';
import styles from '../../components/media-blocks.module.css';

/** Our own file: no outside service, so no consent gate; nothing loads before the visitor presses play. */
export const VideoSelfHostedBlock: BlockComponent<'video_self_hosted'> = async ({ block, ctx }) => {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Blocks' });
  const poster = block.image ? ctx.media.get(block.image) : undefined;
  return (
    <figure className={`block ${styles.media}`}>
      <video
        className={styles.video}
        controls
        preload="none"
        playsInline
        poster={poster?.thumbnails.large ?? poster?.url}
        aria-label={block.title || undefined}
      >
        <source src={block.file} />
        <a href={block.file}>{t('downloadVideo')}</a>
      </video>
      {block.title && <figcaption className={styles.caption}>{block.title}</figcaption>}
    </figure>
  );
};
