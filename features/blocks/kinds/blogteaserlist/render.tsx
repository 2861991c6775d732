import { articleTeaserCards } from '@/features/magazine/server';
import { isOnlineAt } from '@/features/blocks/shared/online-window';
import type { BlockComponent } from '../../types';
import { TeaserCard } from '../../components/teaser-card';
import styles from '../../components/teasers.module.css';

/**
 * Magazine teasers: the first `count` (1 to 8) of the items that are online now; places the editor
 * left empty are filled with the newest magazine articles.
 */
export const BlogTeaserListBlock: BlockComponent<'blogteaserlist'> = async ({ block, ctx }) => {
  const now = new Date();
  const curated = block.items.filter((item) => isOnlineAt(item, now)).slice(0, block.count);
  const latest =
    curated.length < block.count
      ? await articleTeaserCards(ctx.locale, { limit: block.count })
      : { cards: [], media: new Map() };
  const taken = new Set(curated.map((item) => item.link).filter(Boolean));
  const items = [...curated, ...latest.cards.filter((card) => !taken.has(card.link))].slice(0, block.count);
  const media = latest.media.size ? new Map([...ctx.media, ...latest.media]) : ctx.media;
  if (items.length === 0) return null;
  return (
    <section className="block" aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
      {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.id}>
            <TeaserCard item={item} media={media} level={block.headline ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
};
