'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { definitions, newBlockId, type Block, type BlockKind } from '@/features/blocks';
import type { Locale } from '@/i18n/config';
import { blankValues } from './blank-values';
import { BlockKindContext } from './block-schema-context';
import { Field } from './field.client';
import dialogStyles from '../toolbar.module.css';
import styles from './block-form.module.css';

type Values = Record<string, unknown>;

/** A new block's start values: the schema's defaults, the definition's defaults, empty values otherwise. */
function startValues(kind: BlockKind): Values {
  const definition = definitions[kind];
  return {
    ...blankValues(definition.fields, definition.schema.shape as Record<string, z.ZodType>),
    ...definition.defaults,
    kind,
    id: newBlockId(kind),
  };
}

/**
 * The edit modal (docs/requirements.md §4): a form generated from the block's definition, validated with the same
 * zod schema the API uses. OK hands the parsed block back; nothing is stored until the page is saved.
 */
export function BlockDialog({
  locale,
  kind,
  block,
  onSubmit,
  onClose,
}: {
  locale: Locale;
  kind: BlockKind;
  block?: Block;
  onSubmit: (block: Block) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Editor');
  const ref = useRef<HTMLDialogElement>(null);
  const definition = definitions[kind];
  const form = useForm<Values>({
    resolver: zodResolver(definition.schema as z.ZodType<Values, Values>) as Resolver<Values>,
    defaultValues: block ? (structuredClone(block) as Values) : startValues(kind),
    // Validated on submit, then as staff correct: validating on blur would move the buttons under the pointer.
    mode: 'onSubmit',
  });
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    // Focus the first field rather than the close button.
    dialog?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')?.focus();
  }, []);
  const { submitCount } = form.formState;
  useEffect(() => {
    // After a refused submit, the keyboard goes to the first field in error (once it is marked).
    if (submitCount > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  const apply = (values: Values) => {
    onSubmit(values as Block);
    ref.current?.close();
  };
  const visible = definition.fields.filter((f) => !definition.system.includes(f.name));
  const heading = t(block ? 'form.editTitle' : 'form.addTitle', { kind: definition.label[locale] });
  return (
    <dialog
      ref={ref}
      className={`${dialogStyles.dialog} ${styles.dialog}`}
      onClose={onClose}
      aria-labelledby="block-dialog-heading"
    >
      <BlockKindContext.Provider value={kind}>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => form.handleSubmit(apply)(event)}>
            <div className={dialogStyles.dialogHeader}>
              <h2 id="block-dialog-heading">{heading}</h2>
            </div>
            <p className={styles.hint}>{t('form.requiredNote')}</p>
            {visible.map((field) => (
              <Field key={field.name} field={field} path={field.name} locale={locale} />
            ))}
            {Object.keys(form.formState.errors).length > 0 && (
              <p className={styles.error} role="alert">
                {t('form.fixErrors')}
              </p>
            )}
            <div className={dialogStyles.actions}>
              <button type="button" className={dialogStyles.button} onClick={() => ref.current?.close()}>
                {t('cancel')}
              </button>
              <button type="submit" className={`${dialogStyles.button} ${dialogStyles.primary}`}>
                {t('form.apply')}
              </button>
            </div>
          </form>
        </FormProvider>
      </BlockKindContext.Provider>
    </dialog>
  );
}
