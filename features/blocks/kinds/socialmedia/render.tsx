import type { BlockComponent } from '../../types';
import { EmbedFrame } from '../../components/embed-frame';
import styles from '../../components/media-blocks.module.css';

/** A post from Instagram, X, Facebook or TikTok, loaded after consent. */
export const SocialMediaBlock: BlockComponent<'socialmedia'> = ({ block, ctx }) => (
  <figure className={`block ${styles.media}`} id={block.anchor || undefined}>
    <EmbedFrame provider={block.media_type} embed={block.embed} title={block.title} locale={ctx.locale} shape="post" />
    {block.title && <figcaption className={styles.caption}>{block.title}</figcaption>}
  </figure>
);
