import type { FieldType } from './field-types';

/** A form field as the API and the form view see it (docs/requirements.md §3: Form field), in one language. */
export type FormFieldView = {
  id: number | string;
  label: string;
  slug: string;
  field_type: FieldType;
  required: boolean;
  visible: boolean;
  /** Comma-separated options, as the form builder stores them ("a, b, \"c, d\""). */
  choices: string;
  default: string;
  placeholder_text: string;
  help_text: string;
};

/** docs/requirements.md §3: Form (id, title, intro, fields), plus what the page needs around it. */
export type FormView = {
  id: number;
  slug: string;
  title: string;
  intro: string;
  submit_label: string;
  thank_you: string;
  fields: FormFieldView[];
};

export type FieldValue = string | number | boolean | string[] | null;
export type FieldValues = Record<string, FieldValue>;

/** Why a field failed validation; each code has a message in the "FormView.errors" namespace. */
export type FieldErrorCode =
  | 'fileType'
  | 'fileSize'
  | 'uploadBudget'
  | 'uploadQuota'
  | 'required'
  | 'email'
  | 'emailMismatch'
  | 'negative'
  | 'number'
  | 'date'
  | 'choice'
  | 'url'
  | 'file'
  | 'tooLong'
  | 'invalid';

/** The error flag per field slug: false, or why the value was refused. */
export type FieldErrors = Record<string, FieldErrorCode | false>;
