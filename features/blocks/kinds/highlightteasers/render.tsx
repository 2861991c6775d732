import type { CSSProperties } from 'react';
import { articleTeaserCards } from '@/features/magazine/server';
import type { BlockComponent } from '../../types';
import { TeaserCard, type TeaserCardData } from '../../components/teaser-card';
import styles from '../../components/teasers.module.css';

/**
 * Highlights grouped by category, in the order the editor listed the categories; items of a
 * category not in that list come last under their own name.
 */
export const HighlightTeasersBlock: BlockComponent<'highlightteasers'> = async ({ block, ctx }) => {
  const order = [
    ...block.categories,
    ...block.items.map((i) => i.category).filter((c) => !block.categories.includes(c)),
  ];
  // A listed category without curated items shows the newest magazine articles of that category.
  const media = new Map(ctx.media);
  const filled = await Promise.all(
    [...new Set(order)].map(async (category) => {
      const items: TeaserCardData[] = block.items.filter((i) => i.category === category);
      if (items.length > 0 || !category) return { category, items };
      const latest = await articleTeaserCards(ctx.locale, { limit: 3, category });
      for (const [id, image] of latest.media) media.set(id, image);
      return { category, items: latest.cards };
    }),
  );
  const groups = filled.filter((g) => g.items.length > 0);
  const level = block.headline ? 3 : 2;
  return (
    <section className="block" aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
      {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
      <div className={styles.highlightGroups}>
        {groups.map((group) => (
          // Groups share a row, each as wide as its number of cards (see teasers.module.css).
          <div
            key={group.category || '-'}
            className={styles.highlightGroup}
            style={{ '--cards': group.items.length } as CSSProperties}
          >
            {group.category && <p className={styles.category}>{group.category}</p>}
            <ul className={styles.grid}>
              {group.items.map((item) => (
                <li key={item.id}>
                  <TeaserCard item={item} media={media} level={level} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
};
