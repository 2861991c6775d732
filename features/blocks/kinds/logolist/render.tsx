import { MediaImage } from '@/features/media';
import type { BlockComponent } from '../../types';
import styles from './logo-list.module.css';

export const LogoListBlock: BlockComponent<'logolist'> = ({ block, ctx }) => (
  <section className="block" aria-labelledby={block.headline ? `${block.id}-title` : undefined}>
    {block.headline && <h2 id={`${block.id}-title`}>{block.headline}</h2>}
    <ul className={styles.logoItems}>
      {block.items.map((item) => {
        const image = ctx.media.get(item.image);
        if (!image) return null;
        // The partner's name is the accessible name: logo alt texts are often just "Logo".
        const logo = <MediaImage image={{ ...image, alt: item.name }} format="small" className={styles.logoImage} />;
        return (
          <li key={item.id} className={styles.logoItem}>
            {item.link_url ? (
              <a href={item.link_url} target="_blank" rel="noopener noreferrer">
                {logo}
              </a>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  </section>
);
