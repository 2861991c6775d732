import type { BlockComponent } from '../../types';
import { EmbedFrame } from '../../components/embed-frame';
import styles from '../../components/media-blocks.module.css';

/** Audio from Spotify, SoundCloud, Podigee or IDAGIO, loaded after consent. */
export const AudioBlock: BlockComponent<'audio'> = ({ block, ctx }) => (
  <figure className={`block ${styles.media}`} id={block.anchor || undefined}>
    <EmbedFrame provider={block.media_type} embed={block.embed} title={block.title} locale={ctx.locale} shape="audio" />
    {block.title && <figcaption className={styles.caption}>{block.title}</figcaption>}
  </figure>
);
