import type { BlockComponent } from '../types';
import { TeaserCard } from './teaser-card';
import styles from './teasers.module.css';

/**
 * Highlights grouped by category, in the order the editor listed the categories; items of a
 * category not in that list come last under their own name.
 */
export const HighlightTeasersBlock: BlockComponent<'highlightteasers'> = ({ block, ctx }) => {
  const order = [...block.categories, ...block.items.map((i) => i.category).filter((c) => !block.categories.includes(c))];
  const groups = [...new Set(order)].map((category) => ({ category, items: block.items.filter((i) => i.category === category) })).filter((g) => g.items.length > 0);
  const level = block.headline ? 3 : 2;
  return (
    <section className={`block ${styles.highlights}`} aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
      {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
      {groups.map((group) => (
        <div key={group.category || '-'} className={styles.highlightGroup}>
          {group.category && <p className={styles.category}>{group.category}</p>}
          <ul className={styles.grid}>
            {group.items.map((item) => (
              <li key={item.id}>
                <TeaserCard item={item} media={ctx.media} level={level} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
};
