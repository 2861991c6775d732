import { MediaImage } from '@/features/media';
import { reportError } from '@/lib/report';
import type { BlockComponent } from '../../types';
import styles from './image.module.css';

export const ImageBlock: BlockComponent<'image'> = ({ block, ctx }) => {
  const image = ctx.media.get(block.image);
  if (!image) {
    reportError(new Error('Image block refers to a missing image'), { block: block.id, image: block.image });
    return null;
  }
  // The older editor's fixed sizes (400x500, 1240x700) crop the picture to that shape.
  const cropped = block.format === 'vertical' || block.format === 'horizontal';
  const picture = cropped ? (
    <div className={styles.crop}>
      <MediaImage image={image} format={block.format} fill />
    </div>
  ) : (
    <MediaImage image={image} format={block.format} className={styles.img} />
  );
  return (
    <figure className={`block block-image block-image--${block.format} ${styles.figure} ${styles[block.format]}`}>
      {block.link_url ? <a href={block.link_url}>{picture}</a> : picture}
      {(block.description || image.credit) && (
        <figcaption className={styles.caption}>
          {block.description}
          {image.credit && <span className={styles.credit}> © {image.credit}</span>}
        </figcaption>
      )}
    </figure>
  );
};
