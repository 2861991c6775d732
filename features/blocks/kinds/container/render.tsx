import type { BlockComponent } from '../../types';
import styles from './container.module.css';

/** Older editor set: columns of blocks nested inside a section, laid out like a section. */
export const ContainerBlock: BlockComponent<'container'> = ({ block, ctx }) => (
  <div
    className={`block ${styles.container} ${block.extra_class}`.trim()}
    id={block.slug || undefined}
    data-layout={block.layout}
  >
    {block.columns.map((column, i) => (
      <div key={i} className={`${styles.containerColumn} ${column.classes}`.trim()}>
        {ctx.renderBlocks(column.children)}
      </div>
    ))}
  </div>
);
