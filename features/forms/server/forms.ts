import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { pick, type Locale } from '@/i18n/config';
import { cached, TAGS } from '@/lib/cache';
import { db } from '@/lib/db';
import { formFields, forms, type FormFieldRow, type FormRow } from '@/lib/db/schema';
import { isFieldTypeCode } from '../field-types';
import type { FormFieldView, FormView } from '../types';
import { withEmailConfirmation } from '../values';
import { formMessage } from './messages';

type StoredForm = { form: FormRow; fields: FormFieldRow[] };

async function loadForm(id: number): Promise<StoredForm | null> {
  const [form] = await db().select().from(forms).where(eq(forms.id, id)).limit(1);
  if (!form) return null;
  const fields = await db()
    .select()
    .from(formFields)
    .where(eq(formFields.formId, id))
    .orderBy(asc(formFields.position), asc(formFields.id));
  return { form, fields };
}

const cachedForm = (id: number) => cached(loadForm, ['form', String(id)], { tags: [TAGS.forms, TAGS.form(id)] })(id);

function fieldView(row: FormFieldRow, locale: Locale): FormFieldView | null {
  // A code this version does not know is left out rather than rendered as something it is not.
  if (!isFieldTypeCode(row.fieldType)) return null;
  return {
    id: row.id,
    label: pick(row.label, locale) ?? row.slug,
    slug: row.slug,
    field_type: row.fieldType,
    required: row.required,
    visible: row.visible,
    choices: pick(row.choices, locale) ?? '',
    default: pick(row.defaultValue, locale) ?? '',
    placeholder_text: pick(row.placeholder, locale) ?? '',
    help_text: pick(row.helpText, locale) ?? '',
  };
}

/** The form in one language with its fields and the appended e-mail confirmation; null if unknown. */
export async function getForm(id: number, locale: Locale): Promise<FormView | null> {
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const stored = await cachedForm(id);
  if (!stored) return null;
  const { form } = stored;
  const fields = stored.fields.map((f) => fieldView(f, locale)).filter((f): f is FormFieldView => f !== null);
  return {
    id: form.id,
    slug: pick(form.slug, locale) ?? String(form.id),
    title: pick(form.title, locale) ?? '',
    intro: pick(form.intro, locale) ?? '',
    submit_label: pick(form.submitLabel, locale) || formMessage(locale, 'submit'),
    thank_you: pick(form.thankYou, locale) || formMessage(locale, 'thankYou'),
    fields: withEmailConfirmation(fields, formMessage(locale, 'emailConfirm')),
  };
}

/** Finds a form by id or by its slug in any language (the form module's hubspot_id names it so). */
export async function findFormId(key: string): Promise<number | null> {
  const trimmed = key.trim();
  if (/^\d{1,9}$/.test(trimmed)) return (await cachedForm(Number(trimmed))) ? Number(trimmed) : null;
  const all = await listFormSummaries();
  return all.find((f) => Object.values(f.slug).includes(trimmed))?.id ?? null;
}

const listFormSummaries = cached(
  async () => db().select({ id: forms.id, slug: forms.slug, title: forms.title }).from(forms).orderBy(asc(forms.id)),
  ['forms-list'],
  { tags: [TAGS.forms] },
);
