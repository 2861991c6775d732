import { getTranslations } from 'next-intl/server';
import { providerOf } from '../../embed-hosts';
import type { BlockComponent } from '../../types';
import { EmbedFrame } from '../../components/embed-frame';
import styles from '../../components/media-blocks.module.css';

export const VideoListBlock: BlockComponent<'videolist'> = async ({ block, ctx }) => {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Blocks' });
  return (
    <section className="block" aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
      {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
      <ul className={styles.listGrid}>
        {block.items.map((item) => (
          <li key={item.id}>
            <figure className={styles.media}>
              <EmbedFrame
                provider={providerOf('video', item.video_url) ?? 'youtube'}
                embed={item.video_url}
                title={item.title}
                locale={ctx.locale}
                shape="video"
              />
              {(item.title || item.length) && (
                <figcaption className={styles.caption}>
                  {item.title}
                  {item.length && <span className={styles.length}>{t('videoLength', { length: item.length })}</span>}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
};
