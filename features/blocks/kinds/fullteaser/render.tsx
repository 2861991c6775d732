import { MediaImage } from '@/features/media';
import type { BlockComponent } from '../../types';
import styles from '../../components/teasers.module.css';

const LAYOUT = { 'image-left': styles.imageLeft, 'image-right': styles.imageRight, fullscreen: styles.fullscreen };

export const FullTeaserBlock: BlockComponent<'fullteaser'> = ({ block, ctx }) => {
  const image = block.image ? ctx.media.get(block.image) : undefined;
  return (
    <article className={`block ${styles.full} ${LAYOUT[block.layout]} ${block.extra_class}`.trim()}>
      {image && (
        <div className={styles.fullImage}>
          <MediaImage image={image} format={block.layout === 'fullscreen' ? 'large' : 'medium'} fill />
        </div>
      )}
      <div className={styles.fullBody}>
        {block.preline && <p className={styles.preline}>{block.preline}</p>}
        <h2 className={styles.fullHeadline}>{block.headline}</h2>
        {block.subline && <p className={styles.subline}>{block.subline}</p>}
        {block.text.split(/\n{2,}/).map((para, i) => (
          <p key={i} className={styles.fullText}>
            {para}
          </p>
        ))}
        {block.link && block.link_text && (
          <a href={block.link} className="button">
            {block.link_text}
          </a>
        )}
      </div>
    </article>
  );
};
