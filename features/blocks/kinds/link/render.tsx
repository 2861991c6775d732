import { getTranslations } from 'next-intl/server';
import type { BlockComponent } from '../../types';
import styles from './link.module.css';

export const LinkBlock: BlockComponent<'link'> = async ({ block, ctx }) => {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Blocks' });
  const newWindow = block.open_in_new_window ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <p
      className={`block ${styles.link} ${block.sticky ? styles.sticky : ''} ${block.extra_class}`.trim()}
      id={block.anchor || undefined}
    >
      <a href={block.link} className={block.style === 'button' ? 'button' : styles.textLink} {...newWindow}>
        {block.link_text}
        {block.open_in_new_window && <span className="visually-hidden"> {t('newWindow')}</span>}
      </a>
    </p>
  );
};
