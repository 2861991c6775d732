import type { BlockComponent } from '../../types';
import { EmbedFrame } from '../../components/embed-frame';
import styles from '../../components/media-blocks.module.css';

/** A document from Issuu, Yumpu or InDesign, loaded after consent. */
export const ViewerBlock: BlockComponent<'viewer'> = ({ block, ctx }) => (
  <figure className={`block ${styles.media}`} id={block.anchor || undefined}>
    <EmbedFrame
      provider={block.media_type}
      embed={block.embed}
      title={block.title}
      locale={ctx.locale}
      shape="document"
    />
    {block.title && <figcaption className={styles.caption}>{block.title}</figcaption>}
  </figure>
);
