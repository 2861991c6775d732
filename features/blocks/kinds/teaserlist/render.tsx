import { isOnlineAt } from '@/features/blocks/shared/online-window';
import type { BlockComponent } from '../../types';
import { SliderIsland } from '../../components/lazy-islands.client';
import { sliderTexts } from '../../components/block-texts.server';
import { TeaserCard } from '../../components/teaser-card';
import styles from '../../components/teasers.module.css';
// The slider island's styles, with the page's stylesheets (its chunk loads after the first paint).
import '../../components/slider.module.css';

/** Teasers outside their online_from/online_to window are left out when the page is rendered. */
export const TeaserListBlock: BlockComponent<'teaserlist'> = async ({ block, ctx }) => {
  const now = new Date();
  const items = block.items.filter((item) => isOnlineAt(item, now));
  if (items.length === 0) return null;
  const headingId = `${block.id}-title`;
  const level = block.headline ? 3 : 2;
  const cards = items.map((item) => (
    <li key={item.id}>
      <TeaserCard item={item} media={ctx.media} level={level} variant={block.variant === 'slider' ? 'card' : 'row'} />
    </li>
  ));
  return (
    <section className="block" aria-labelledby={block.headline && block.variant !== 'slider' ? headingId : undefined}>
      {block.headline && <h2 id={headingId}>{block.headline}</h2>}
      {block.variant === 'slider' ? (
        <SliderIsland
          label={block.headline || items[0].headline}
          texts={await sliderTexts(ctx.locale)}
          breakpoints={{ 768: 2, 1024: 3 }}
        >
          {cards}
        </SliderIsland>
      ) : (
        <ul className={styles.list}>{cards}</ul>
      )}
    </section>
  );
};
