import type { HTMLInputTypeAttribute } from 'react';
import styles from './account.module.css';

type Props = {
  /** The form's id: several forms on one page keep their field ids apart. */
  form: string;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  defaultValue?: string;
  hint?: string;
  /** The sentence of a refused post that named this field. */
  error?: string | null;
  minLength?: number;
  maxLength?: number;
};

/** A labelled input with its hint and error tied to it for screen readers. */
export function Field({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  defaultValue,
  hint,
  error,
  minLength,
  maxLength,
}: Props) {
  const id = `${form}-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={defaultValue}
        minLength={minLength}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
