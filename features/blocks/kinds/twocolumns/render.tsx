import { MediaImage } from '@/features/media';
import { sanitizeRichText } from '@/lib/sanitize';
import type { BlockComponent } from '../../types';
import styles from './two-columns.module.css';

export const TwoColumnsBlock: BlockComponent<'twocolumns'> = ({ block, ctx }) => {
  const image = ctx.media.get(block.image);
  return (
    <div className={`block ${styles.twoColumns} ${block.extra_class === 'text-image' ? styles.textFirst : ''}`.trim()}>
      {image && (
        <div className={styles.twoColumnsImage}>
          <MediaImage image={image} format="medium" />
        </div>
      )}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(block.text) }} />
    </div>
  );
};
