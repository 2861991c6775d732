import { getTranslations } from 'next-intl/server';
import { FormSection } from '@/features/forms';
import { findFormId, getForm } from '@/features/forms/server';
import type { BlockComponent } from '../../types';
import styles from './form.module.css';

/**
 * A form from the form builder, referred to by hubspot_id (a form's id or its slug in any language).
 * An id that names no form shows a short notice instead of a broken form.
 */
export const FormBlock: BlockComponent<'form'> = async ({ block, ctx }) => {
  const id = await findFormId(block.hubspot_id);
  const form = id ? await getForm(id, ctx.locale) : null;
  if (form) return <FormSection form={form} locale={ctx.locale} heading="h2" headline={block.headline} />;
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
