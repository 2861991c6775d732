import type { BlockComponent } from '../types';
import { EmbedFrame } from './embed-frame';
import styles from './media-blocks.module.css';

/** Audio (Spotify, SoundCloud, Podigee, IDAGIO), viewer (Issuu, Yumpu, InDesign) and social media posts. */
export const AudioBlock: BlockComponent<'audio'> = ({ block, ctx }) => (
  <figure className={`block ${styles.media}`} id={block.anchor || undefined}>
    <EmbedFrame provider={block.media_type} embed={block.embed} title={block.title} locale={ctx.locale} shape="audio" />
    {block.title && <figcaption className={styles.caption}>{block.title}</figcaption>}
  </figure>
);

export const ViewerBlock: BlockComponent<'viewer'> = ({ block, ctx }) => (
  <figure className={`block ${styles.media}`} id={block.anchor || undefined}>
    <EmbedFrame provider={block.media_type} embed={block.embed} title={block.title} locale={ctx.locale} shape="document" />
    {block.title && <figcaption className={styles.caption}>{block.title}</figcaption>}
  </figure>
);

export const SocialMediaBlock: BlockComponent<'socialmedia'> = ({ block, ctx }) => (
  <figure className={`block ${styles.media}`} id={block.anchor || undefined}>
    <EmbedFrame provider={block.media_type} embed={block.embed} title={block.title} locale={ctx.locale} shape="post" />
    {block.title && <figcaption className={styles.caption}>{block.title}</figcaption>}
  </figure>
);
