import type { BlockComponent } from '../../types';
import styles from './quote.module.css';

export const QuoteBlock: BlockComponent<'quote'> = ({ block }) => (
  <figure className={`block ${styles.quote}`} id={block.anchor || undefined}>
    <blockquote className={styles.quoteText}>
      <p>{block.content}</p>
    </blockquote>
    {block.author && <figcaption className={styles.quoteAuthor}>{block.author}</figcaption>}
  </figure>
);
