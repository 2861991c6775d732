'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type de from '@/messages/de.json';
import { pageSettingsSchema, type PageEntity, type PageSettings } from '@/features/pages';
import { editorWrite, EditorApiError } from '../api';
import styles from './toolbar.module.css';
import type { Locale } from '@/i18n/config';

type TextField = 'title' | 'headline' | 'path' | 'meta_title' | 'meta_description' | 'og_title' | 'og_description';
type Flag = 'is_online' | 'is_clickable' | 'in_menu' | 'in_footer';
type Label = keyof (typeof de)['Editor']['settings'];

const TEXT_FIELDS: { name: TextField; label: Label; hint?: Label; multiline?: true }[] = [
  { name: 'title', label: 'title' },
  { name: 'headline', label: 'headline' },
  { name: 'path', label: 'path', hint: 'pathHint' },
  { name: 'meta_title', label: 'metaTitle' },
  { name: 'meta_description', label: 'metaDescription', multiline: true },
  { name: 'og_title', label: 'ogTitle' },
  { name: 'og_description', label: 'ogDescription', multiline: true },
];
const FLAGS: { name: Flag; label: Label }[] = [
  { name: 'is_online', label: 'isOnline' },
  { name: 'is_clickable', label: 'isClickable' },
  { name: 'in_menu', label: 'inMenu' },
  { name: 'in_footer', label: 'inFooter' },
];

function valuesOf(page: PageEntity, locale: Locale): PageSettings {
  const url = page.urls[locale] ?? '';
  return {
    title: page.title,
    headline: page.headline,
    path: url.replace(new RegExp(`^/${locale}`), ''),
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    og_title: page.og_title,
    og_description: page.og_description,
    is_online: page.is_online,
    is_clickable: page.is_clickable,
    in_menu: page.in_menu,
    in_footer: page.in_footer,
    parent: page.parent?.id ?? null,
  };
}

/** The page settings of the toolbar (docs/requirements.md §3 page fields) in the language of the page being shown. */
export function PageSettingsDialog({
  locale,
  page,
  onClose,
  onSaved,
}: {
  locale: Locale;
  page: PageEntity;
  onClose: () => void;
  onSaved: (page: PageEntity) => void;
}) {
  const t = useTranslations('Editor');
  const ref = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PageSettings>({
    resolver: zodResolver(pageSettingsSchema),
    defaultValues: valuesOf(page, locale),
  });
  const { register, handleSubmit, setError, formState } = form;
  useEffect(() => ref.current?.showModal(), []);

  const router = useRouter();
  async function save(values: PageSettings) {
    setFailure(null);
    try {
      const saved = await editorWrite<PageEntity>(
        'PATCH',
        `/${locale}/pageeditor-api/page-settings/${page.id}/`,
        values,
      );
      onSaved(saved);
      const url = saved.urls[locale];
      // A new address: go there (the old one now redirects); otherwise show the saved state.
      if (url && url !== window.location.pathname) router.push(`${url}${window.location.search}`);
      else ref.current?.close();
    } catch (error) {
      if (error instanceof EditorApiError) {
        for (const [field, messages] of Object.entries(error.fields))
          setError(field as keyof PageSettings, { message: messages.join(' ') });
        setFailure(t('saveFailed', { message: error.message }));
      } else setFailure(t('saveFailed', { message: String(error) }));
    }
  }

  const message = (name: keyof PageSettings) => formState.errors[name]?.message;
  return (
    <dialog ref={ref} className={styles.dialog} onClose={onClose} aria-labelledby="page-settings-heading">
      <form onSubmit={(event) => handleSubmit(save)(event)} noValidate>
        <div className={styles.dialogHeader}>
          <h2 id="page-settings-heading">{t('pageSettings')}</h2>
        </div>
        {TEXT_FIELDS.map(({ name, label, hint, multiline }) => {
          const id = `page-settings-${name}`;
          const error = message(name);
          const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
          const props = {
            id,
            ...register(name),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
          };
          return (
            <p key={name} className={styles.field}>
              <label htmlFor={id}>{t(`settings.${label}`)}</label>
              {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
              {hint && <small id={`${id}-hint`}>{t(`settings.${hint}`)}</small>}
              {error && (
                <small id={`${id}-error`} className={styles.error}>
                  {error}
                </small>
              )}
            </p>
          );
        })}
        <fieldset className={styles.flags}>
          {FLAGS.map(({ name, label }) => (
            <label key={name}>
              <input type="checkbox" {...register(name)} /> {t(`settings.${label}`)}
            </label>
          ))}
        </fieldset>
        <p className={styles.field}>
          <label htmlFor="page-settings-parent">{t('settings.parent')}</label>
          <input
            id="page-settings-parent"
            type="number"
            min={1}
            {...register('parent', {
              setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
            })}
            aria-describedby="page-settings-parent-hint"
            aria-invalid={message('parent') ? true : undefined}
          />
          <small id="page-settings-parent-hint">{t('settings.parentHint')}</small>
          {message('parent') && <small className={styles.error}>{message('parent')}</small>}
        </p>
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => ref.current?.close()}>
            {t('cancel')}
          </button>
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
