'use client';

import { useRef, useState } from 'react';
import { pluralText, type PluralTexts } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import { FIELD } from '../field-types';
import type { FieldErrorCode, FieldErrors, FieldValue, FieldValues, FormView } from '../types';
import { hasErrors, validateField, validateValues } from '../validation';
import { initialErrors, initialValues } from '../values';
import { ErrorSummary } from './error-summary';
import { FieldRow, type FieldRowTexts } from './field-row';
import { uploadFile, type UploadState } from './upload';
import styles from './form-view.module.css';

/** Made on the server (features/forms/server/view-texts.ts): `summary` is picked by the number of rows in error. */
export type FormViewTexts = {
  summary: PluralTexts;
  requiredNote: string;
  honeypot: string;
  sending: string;
  failed: string;
  rateLimited: string;
  errors: Record<FieldErrorCode, string>;
  row: FieldRowTexts;
};

type Props = {
  form: FormView;
  locale: Locale;
  texts: FormViewTexts;
  /** After a refused plain post: what the visitor typed and the server's messages. */
  draft?: { values: FieldValues; messages: Record<string, string>; summary: string };
};

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'limited';

/**
 * A form rendered from its fields. With JavaScript it validates in the browser, uploads files to
 * /temp-files/ as they are chosen and sends JSON; without, it is a plain multipart post to the same API.
 */
export function FormViewIsland({ form, locale, texts: t, draft }: Props) {
  const [values, setValues] = useState<FieldValues>(() => ({ ...initialValues(form.fields), ...draft?.values }));
  const [errors, setErrors] = useState<FieldErrors>(() => ({
    ...initialErrors(form.fields),
    ...Object.fromEntries(Object.keys(draft?.messages ?? {}).map((s) => [s, 'invalid' as const])),
  }));
  const [serverMessages, setServerMessages] = useState<Record<string, string>>(draft?.messages ?? {});
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [showSummary, setShowSummary] = useState(Boolean(draft));
  const [thankYou, setThankYou] = useState(form.thank_you);
  const doneRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const visible = form.fields.filter((f) => f.visible);
  const idFor = (slug: string) => `form-${form.id}-${slug}`;
  const messageFor = (slug: string) =>
    serverMessages[slug] ?? (errors[slug] ? t.errors[errors[slug] as FieldErrorCode] : '');

  function setFieldError(slug: string, code: FieldErrorCode | false) {
    setErrors((e) => ({ ...e, [slug]: code }));
    setServerMessages(({ [slug]: _dropped, ...rest }) => rest);
  }

  function change(slug: string, value: FieldValue) {
    const next = { ...values, [slug]: value };
    setValues(next);
    // Once a row is red it turns back as soon as the value is right; untouched rows wait for submit.
    if (errors[slug]) setFieldError(slug, validateValues(form.fields, next)[slug] ?? false);
  }

  async function chooseFile(slug: string, file: File | null) {
    change(slug, '');
    if (!file) return setUploads(({ [slug]: _removed, ...rest }) => rest);
    setUploads((u) => ({ ...u, [slug]: { state: 'uploading', name: file.name } }));
    const result = await uploadFile(locale, file);
    if (result.ok) {
      setUploads((u) => ({ ...u, [slug]: { state: 'done', name: result.name, size: result.size } }));
      setValues((v) => ({ ...v, [slug]: result.id }));
      setFieldError(slug, false);
    } else {
      setUploads(({ [slug]: _failed, ...rest }) => rest);
      setFieldError(slug, result.code);
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateValues(form.fields, values);
    setErrors(found);
    setServerMessages({});
    if (hasErrors(found)) {
      setShowSummary(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setShowSummary(false);
    setStatus('sending');
    const homepage = new FormData(event.currentTarget).get('homepage');
    try {
      const res = await fetch(`/${locale}/api/forms-entries/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ form: form.id, field_values: values, ...(homepage ? { homepage } : {}) }),
      });
      const body = (await res.json().catch(() => ({}))) as { thank_you?: string; errors?: Record<string, string> };
      if (res.ok) {
        setThankYou(body.thank_you ?? form.thank_you);
        setStatus('sent');
        requestAnimationFrame(() => doneRef.current?.focus());
        return;
      }
      if (res.status === 400 && body.errors && typeof body.errors === 'object') {
        setErrors((e) => ({
          ...e,
          ...Object.fromEntries(Object.keys(body.errors!).map((s) => [s, 'invalid' as const])),
        }));
        setServerMessages(body.errors);
        setShowSummary(true);
        setStatus('idle');
        requestAnimationFrame(() => summaryRef.current?.focus());
        return;
      }
      setStatus(res.status === 429 ? 'limited' : 'failed');
    } catch {
      setStatus('failed');
    }
  }

  if (status === 'sent') {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className={styles.done}>
        <p>{thankYou}</p>
      </div>
    );
  }

  const inError = visible.filter((f) => errors[f.slug]);
  // A plain post refused for another reason than its fields (e.g. too many attempts) says so on top.
  const draftOnly = Boolean(draft && Object.keys(draft.messages).length === 0);
  const busy = status === 'sending' || Object.values(uploads).some((u) => u.state === 'uploading');
  return (
    <form
      className={styles.form}
      action={`/${locale}/api/forms-entries/`}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
    >
      <input type="hidden" name="form" value={form.id} />
      <ErrorSummary
        ref={summaryRef}
        show={showSummary && (inError.length > 0 || draftOnly)}
        title={inError.length === 0 && draft ? draft.summary : pluralText(t.summary, locale, inError.length)}
        items={inError.map((f) => ({ href: `#${idFor(f.slug)}`, label: f.label, message: messageFor(f.slug) }))}
      />
      {visible.some((f) => f.required) && <p className={styles.note}>{t.requiredNote}</p>}
      {visible.map((field) =>
        field.field_type === FIELD.hidden ? (
          <input
            key={field.slug}
            type="hidden"
            name={`field_values[${field.slug}]`}
            value={String(values[field.slug] ?? '')}
          />
        ) : (
          <FieldRow
            key={field.slug}
            field={field}
            texts={t.row}
            id={idFor(field.slug)}
            value={values[field.slug] ?? ''}
            error={errors[field.slug] ? messageFor(field.slug) : ''}
            upload={uploads[field.slug]}
            onChange={(v) => change(field.slug, v)}
            onFile={(file) => void chooseFile(field.slug, file)}
            onBlur={() =>
              errors[field.slug] &&
              setFieldError(field.slug, validateField(field, values[field.slug], emailOf(form, values)))
            }
          />
        ),
      )}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`form-${form.id}-homepage`}>{t.honeypot}</label>
        <input
          id={`form-${form.id}-homepage`}
          name="homepage"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div aria-live="polite" className={styles.status}>
        {status === 'sending' && t.sending}
        {status === 'failed' && <span className={styles.error}>{t.failed}</span>}
        {status === 'limited' && <span className={styles.error}>{t.rateLimited}</span>}
      </div>
      <button type="submit" className="button" disabled={busy} aria-disabled={busy}>
        {status === 'sending' ? t.sending : form.submit_label}
      </button>
    </form>
  );
}

function emailOf(form: FormView, values: FieldValues) {
  const field = form.fields.find((f) => f.field_type === FIELD.email && f.visible);
  return field ? String(values[field.slug] ?? '') : '';
}
