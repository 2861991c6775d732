import { getTranslations } from 'next-intl/server';
import type { BlockComponent } from '../../types';
import styles from '../../components/media-blocks.module.css';

export const AudioSelfHostedBlock: BlockComponent<'audio_self_hosted'> = async ({ block, ctx }) => {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Blocks' });
  const label = block.title || t('audioPlayer');
  return (
    <figure className={`block ${styles.media} ${styles.audioCard}`}>
      {block.title && <figcaption className={styles.audioTitle}>{block.title}</figcaption>}
      {block.description && <p className={styles.description}>{block.description}</p>}
      <audio className={styles.audio} controls preload="none" src={block.file} aria-label={label}>
        <a href={block.file}>{t('downloadAudio')}</a>
      </audio>
    </figure>
  );
};
