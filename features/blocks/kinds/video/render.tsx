import { getTranslations } from 'next-intl/server';
import { providerOf } from '../../embed-hosts';
import type { BlockComponent } from '../../types';
import { EmbedFrame } from '../../components/embed-frame';
import styles from '../../components/media-blocks.module.css';

export const VideoBlock: BlockComponent<'video'> = async ({ block, ctx }) => {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Blocks' });
  const provider = providerOf('video', block.video_url) ?? 'youtube';
  return (
    <figure className={`block ${styles.media}`} id={block.anchor || undefined}>
      <EmbedFrame provider={provider} embed={block.video_url} title={block.title} locale={ctx.locale} shape="video" />
      {(block.title || block.length) && (
        <figcaption className={styles.caption}>
          {block.title}
          {block.length && <span className={styles.length}>{t('videoLength', { length: block.length })}</span>}
        </figcaption>
      )}
    </figure>
  );
};
