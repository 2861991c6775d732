'use client';

import { useTranslations } from 'next-intl';
import { Controller, get, useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import type { EditorField } from '@/features/blocks';
import type { Locale } from '@/i18n/config';
import { fromBerlinLocal, toBerlinLocal } from '../../state/berlin-time';
import { allowedHosts, fieldMessage } from './field-message';
import { blankItem } from './blank-values';
import { useItemShape } from './block-schema-context';
import { MediaField } from './media-field.client';
import { RichTextField } from './rich-text-field.client';
import styles from './block-form.module.css';

type Values = Record<string, unknown>;

/** Characters typed against the schema's limit, updated as staff type. */
function Counter({ path, max, id }: { path: string; max: number; id: string }) {
  const t = useTranslations('Editor.form');
  const value = useWatch<Values>({ name: path });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <small id={id} className={length > max ? styles.error : styles.hint}>
      {t('counter', { count: length, max })}
    </small>
  );
}

/**
 * One field of the edit modal, generated from the block definition: the widget the definition
 * names, its label and hint in the staff member's language, the limit from the schema, the error.
 */
export function Field({ field, path, locale }: { field: EditorField; path: string; locale: Locale }) {
  const t = useTranslations('Editor');
  const { register, control, formState } = useFormContext<Values>();
  const id = `field-${path.replace(/\./g, '-')}`;
  const error = fieldMessage(t, field, get(formState.errors, path) as FieldError | undefined);
  const counted =
    field.maxLength !== undefined && ['text', 'code', 'url', 'embed'].includes(field.widget) && field.maxLength <= 5000;
  const hint =
    field.hint?.[locale] ??
    (field.widget === 'embed'
      ? t('form.embedHint', { hosts: allowedHosts(field) })
      : field.widget === 'instant'
        ? t('form.berlinTime')
        : undefined);
  const describedBy =
    [hint && `${id}-hint`, counted && `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  };
  const label = `${field.label[locale]}${field.required ? ' *' : ''}`;

  let input;
  switch (field.widget) {
    case 'boolean':
      return (
        <p className={styles.check}>
          <input id={id} type="checkbox" {...register(path)} {...aria} />
          <label htmlFor={id}>{field.label[locale]}</label>
        </p>
      );
    case 'items':
      return <ItemsField field={field} path={path} locale={locale} />;
    case 'columns':
    case 'blocks':
      return <p className={styles.hint}>{t('form.nested', { field: field.label[locale] })}</p>;
    case 'richtext':
      input = (
        <Controller
          control={control}
          name={path}
          render={({ field: f }) => (
            <RichTextField
              id={id}
              value={String(f.value ?? '')}
              onChange={f.onChange}
              describedBy={describedBy}
              invalid={Boolean(error)}
            />
          )}
        />
      );
      break;
    case 'media':
      input = (
        <Controller
          control={control}
          name={path}
          render={({ field: f }) => (
            <MediaField
              locale={locale}
              value={typeof f.value === 'number' ? f.value : null}
              onChange={f.onChange}
              required={field.required}
              labelId={`${id}-label`}
            />
          )}
        />
      );
      break;
    case 'instant':
      input = (
        <Controller
          control={control}
          name={path}
          render={({ field: f }) => (
            <input
              id={id}
              type="datetime-local"
              value={toBerlinLocal(String(f.value ?? ''))}
              onChange={(e) => f.onChange(fromBerlinLocal(e.target.value))}
              onBlur={f.onBlur}
              {...aria}
            />
          )}
        />
      );
      break;
    case 'select':
      input = (
        <Controller
          control={control}
          name={path}
          render={({ field: f }) => (
            <select
              id={id}
              value={String(f.value ?? '')}
              onChange={(e) => f.onChange(typeof f.value === 'number' ? Number(e.target.value) : e.target.value)}
              onBlur={f.onBlur}
              {...aria}
            >
              {(field.options ?? [])
                .filter((o) => !o.legacyOnly || o.value === f.value)
                .map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label[locale]}
                  </option>
                ))}
            </select>
          )}
        />
      );
      break;
    case 'multiselect':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field: f }) => {
            const chosen = new Set(Array.isArray(f.value) ? (f.value as string[]) : []);
            return (
              <fieldset className={styles.fieldset} {...aria}>
                <legend>{label}</legend>
                {(field.options ?? []).map((o) => (
                  <label key={o.value} className={styles.check}>
                    <input
                      type="checkbox"
                      checked={chosen.has(o.value)}
                      onChange={(e) =>
                        f.onChange(e.target.checked ? [...chosen, o.value] : [...chosen].filter((v) => v !== o.value))
                      }
                    />
                    {o.label[locale]}
                  </label>
                ))}
                {error && <small className={styles.error}>{error}</small>}
              </fieldset>
            );
          }}
        />
      );
    case 'tags':
      input = (
        <Controller
          control={control}
          name={path}
          render={({ field: f }) => (
            <input
              id={id}
              type="text"
              defaultValue={Array.isArray(f.value) ? (f.value as string[]).join(', ') : ''}
              onChange={(e) =>
                f.onChange(
                  e.target.value
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean),
                )
              }
              {...aria}
            />
          )}
        />
      );
      break;
    case 'number':
      input = (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          {...register(path, { valueAsNumber: true })}
          {...aria}
        />
      );
      break;
    case 'code':
    case 'embed':
      input = (
        <textarea
          id={id}
          rows={field.widget === 'code' ? 8 : 4}
          className={styles.code}
          spellCheck={false}
          {...register(path)}
          {...aria}
        />
      );
      break;
    default:
      input = field.multiline ? (
        <textarea id={id} rows={4} {...register(path)} {...aria} />
      ) : (
        <input
          id={id}
          type="text"
          inputMode={field.widget === 'url' ? 'url' : undefined}
          {...register(path)}
          {...aria}
        />
      );
  }

  return (
    <div className={styles.field}>
      <label id={`${id}-label`} htmlFor={field.widget === 'media' ? undefined : id}>
        {label}
      </label>
      {input}
      {hint && (
        <small id={`${id}-hint`} className={styles.hint}>
          {hint}
        </small>
      )}
      {counted && field.maxLength !== undefined && <Counter path={path} max={field.maxLength} id={`${id}-count`} />}
      {error && (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      )}
    </div>
  );
}

// Items hold fields and a field can be a list of items: both live here, so the recursion stays in one file.
/** A list of items (FAQ entries, teasers, images …): each with its fields, added, moved and removed. */
function ItemsField({ field, path, locale }: { field: EditorField; path: string; locale: Locale }) {
  const t = useTranslations('Editor.form');
  const { control } = useFormContext<Record<string, unknown>>();
  const { fields, append, remove, move } = useFieldArray({ control, name: path as never, keyName: 'key' });
  const shape = useItemShape(field.name);
  const itemLabel = field.itemLabel?.[locale] ?? t('item');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{field.label[locale]}</legend>
      {fields.map((item, index) => (
        <fieldset key={item.key} className={styles.item}>
          <legend>{t('itemN', { label: itemLabel, n: index + 1 })}</legend>
          {(field.fields ?? []).map((sub) => (
            <Field key={sub.name} field={sub} path={`${path}.${index}.${sub.name}`} locale={locale} />
          ))}
          <div className={styles.row}>
            <button
              type="button"
              className={styles.secondary}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              {t('itemUp', { n: index + 1 })}
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={index === fields.length - 1}
              onClick={() => move(index, index + 1)}
            >
              {t('itemDown', { n: index + 1 })}
            </button>
            <button type="button" className={styles.secondary} onClick={() => remove(index)}>
              {t('itemRemove', { n: index + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className={styles.secondary} onClick={() => append(blankItem(field, shape) as never)}>
        {t('itemAdd', { label: itemLabel })}
      </button>
    </fieldset>
  );
}
