import { isOnlineAt } from '../schemas';
import type { BlockComponent } from '../types';
import { TeaserCard } from './teaser-card';
import styles from './teasers.module.css';

/** Magazine teasers: the first `count` (1 to 8) of the items that are online now. */
export const BlogTeaserListBlock: BlockComponent<'blogteaserlist'> = ({ block, ctx }) => {
  const now = new Date();
  const items = block.items.filter((item) => isOnlineAt(item, now)).slice(0, block.count);
  if (items.length === 0) return null;
  return (
    <section className="block" aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
      {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <TeaserCard item={item} media={ctx.media} level={block.headline ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
};
