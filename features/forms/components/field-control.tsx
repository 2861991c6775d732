import { ACCEPT_ATTRIBUTE } from '../file-types';
import { FIELD, inputKind } from '../field-types';
import type { FieldValue, FormFieldView } from '../types';
import { isChecked, parseChoices } from '../values';
import styles from './form-view.module.css';

export type ControlProps = {
  field: FormFieldView;
  id: string;
  value: FieldValue;
  invalid: boolean;
  describedBy: string | undefined;
  chooseLabel: string;
  onChange: (value: FieldValue) => void;
  onFile: (file: File | null) => void;
};

/** The input for one field, chosen by its type code; names follow field_values[slug] for plain posts. */
export function FieldControl({ field, id, value, invalid, describedBy, chooseLabel, onChange, onFile }: ControlProps) {
  const name = `field_values[${field.slug}]`;
  const common = {
    id,
    name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    className: styles.input,
  };
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const list = Array.isArray(value) ? value : [];
  const choices = parseChoices(field.choices);

  switch (field.field_type) {
    case FIELD.textarea:
      return (
        <textarea
          {...common}
          rows={6}
          value={text}
          placeholder={field.placeholder_text || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case FIELD.checkbox:
      return (
        <input
          {...common}
          className={styles.check}
          type="checkbox"
          checked={isChecked(value)}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case FIELD.select:
      return (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{field.placeholder_text || chooseLabel}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      );
    case FIELD.selectMultiple:
      return (
        <select
          {...common}
          multiple
          value={list}
          onChange={(e) => onChange(Array.from(e.target.selectedOptions, (o) => o.value))}
        >
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      );
    case FIELD.radio:
    case FIELD.checkboxes: {
      const multiple = field.field_type === FIELD.checkboxes;
      return (
        <div className={styles.options}>
          {choices.map((c, i) => (
            <label key={c} className={styles.option}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={c}
                id={i === 0 ? id : undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                checked={multiple ? list.includes(c) : text === c}
                onChange={(e) =>
                  onChange(multiple ? (e.target.checked ? [...list, c] : list.filter((v) => v !== c)) : c)
                }
              />
              {c}
            </label>
          ))}
        </div>
      );
    }
    case FIELD.file:
      return (
        <input
          {...common}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      );
    case FIELD.hidden:
      return <input type="hidden" name={name} value={text} />;
    case FIELD.number:
      return (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={0}
          value={text}
          placeholder={field.placeholder_text || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <input
          {...common}
          type={inputKind(field.field_type)}
          value={text}
          placeholder={field.placeholder_text || undefined}
          autoComplete={field.field_type === FIELD.email ? 'email' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
