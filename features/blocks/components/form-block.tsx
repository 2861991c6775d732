import { getTranslations } from 'next-intl/server';
import type { BlockComponent } from '../types';
import styles from './text-blocks.module.css';

/**
 * A form from the form builder, referred to by hubspot_id. The forms feature replaces the body of
 * this component with the real form; until then visitors see that the form is on its way.
 */
export const FormBlock: BlockComponent<'form'> = async ({ block, ctx }) => {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Blocks' });
  return (
    <section className={`block ${styles.formCard}`} aria-labelledby={`${block.id}-title`} data-form={block.hubspot_id}>
      <h2 id={`${block.id}-title`} className={styles.formTitle}>
        {block.headline || t('formTitle')}
      </h2>
      <p role="status">{t('formPending')}</p>
    </section>
  );
};
