import { MediaImage } from '@/features/media';
import type { BlockComponent } from '../../types';
import { SliderIsland } from '../../components/lazy-islands.client';
import { sliderTexts } from '../../components/block-texts.server';
import styles from './image-list.module.css';
// The slider island's styles, with the page's stylesheets (its chunk loads after the first paint).
import '../../components/slider.module.css';

/** In the parallax variant the first images load at once and the rest lazily ("semi-lazy"). */
const EAGER_IN_PARALLAX = 2;

export const ImageListBlock: BlockComponent<'imagelist'> = async ({ block, ctx }) => {
  const items = block.items.flatMap((item) => {
    const image = ctx.media.get(item.image);
    return image ? [{ ...item, image }] : [];
  });
  if (items.length === 0) return null;
  const slides = items.map((item, i) => {
    const picture = (
      <div className={styles.frame}>
        <MediaImage
          image={item.image}
          format={block.variant === 'grid' ? 'small' : 'medium'}
          fill={block.variant !== 'masonry'}
          priority={block.variant === 'parallax' && i < EAGER_IN_PARALLAX}
        />
      </div>
    );
    return (
      <li key={item.id} className={styles.item}>
        <figure className={styles.figure}>
          {item.link_url ? <a href={item.link_url}>{picture}</a> : picture}
          {item.caption && <figcaption className={styles.caption}>{item.caption}</figcaption>}
        </figure>
      </li>
    );
  });
  // A slider is its own labelled region (carousel pattern); the section around it stays unnamed.
  const label = block.headline || items[0].caption || items[0].image.alt;
  return (
    <section
      className={['block', styles[block.format], styles[block.variant]].filter(Boolean).join(' ')}
      aria-labelledby={block.headline && block.variant !== 'slider' ? `${block.id}-title` : undefined}
    >
      {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
      {block.variant === 'slider' ? (
        <SliderIsland label={label} texts={await sliderTexts(ctx.locale)}>
          {slides}
        </SliderIsland>
      ) : (
        <ul className={styles.items}>{slides}</ul>
      )}
    </section>
  );
};
