import { fill } from '@/i18n/client-texts';
import { FIELD } from '../field-types';
import type { FieldValue, FormFieldView } from '../types';
import { FieldControl } from './field-control';
import type { UploadState } from './upload';
import styles from './form-view.module.css';

/** The row's own texts, part of FormViewTexts; `uploaded` is a template ('Hochgeladen: {name} ({size})'). */
export type FieldRowTexts = { required: string; choose: string; fileHint: string; uploading: string; uploaded: string };

type Props = {
  field: FormFieldView;
  texts: FieldRowTexts;
  id: string;
  value: FieldValue;
  /** The message when the row is in error, else ''. */
  error: string;
  upload?: UploadState;
  onChange: (value: FieldValue) => void;
  onFile: (file: File | null) => void;
  onBlur: () => void;
};

/** One row: label (or legend for option groups), the control, help text and the error message. */
export function FieldRow({ field, texts: t, id, value, error, upload, onChange, onFile, onBlur }: Props) {
  const helpId = field.help_text || field.field_type === FIELD.file ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const uploadId = upload ? `${id}-upload` : undefined;
  const describedBy = [errorId, helpId, uploadId].filter(Boolean).join(' ') || undefined;
  const group = field.field_type === FIELD.radio || field.field_type === FIELD.checkboxes;
  const label = (
    <>
      {field.label}
      {field.required && (
        <span className={styles.required}>
          {' *'}
          <span className="visually-hidden"> ({t.required})</span>
        </span>
      )}
    </>
  );
  const control = (
    <FieldControl
      field={field}
      id={id}
      value={value}
      invalid={Boolean(error)}
      describedBy={describedBy}
      chooseLabel={t.choose}
      onChange={onChange}
      onFile={onFile}
    />
  );
  const details = (
    <>
      {error && (
        <p id={errorId} className={styles.message}>
          {error}
        </p>
      )}
      {helpId && (
        <p id={helpId} className={styles.help}>
          {[field.help_text, field.field_type === FIELD.file ? t.fileHint : ''].filter(Boolean).join(' ')}
        </p>
      )}
      {upload && (
        <p id={uploadId} className={styles.help} aria-live="polite">
          {upload.state === 'uploading'
            ? t.uploading
            : fill(t.uploaded, { name: upload.name, size: formatSize(upload.size ?? 0) })}
        </p>
      )}
    </>
  );
  const className = `${styles.row} ${error ? styles.rowError : ''} ${field.field_type === FIELD.checkbox ? styles.rowCheck : ''}`;

  if (group) {
    return (
      <fieldset className={className} onBlur={onBlur} data-slug={field.slug}>
        <legend className={styles.label}>{label}</legend>
        {control}
        {details}
      </fieldset>
    );
  }
  return (
    <div className={className} onBlur={onBlur} data-slug={field.slug}>
      {field.field_type === FIELD.checkbox && control}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {field.field_type !== FIELD.checkbox && control}
      {details}
    </div>
  );
}

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
