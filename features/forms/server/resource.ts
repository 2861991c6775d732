import 'server-only';
import { and, asc, count, eq, notInArray } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { TAGS } from '@/lib/cache';
import { affects } from '@/lib/write-effects';
import { defineResource, fillSlugs } from '@/features/resources';
import { localizedText } from '@/features/resources/server';
import { formResourceSchema, type FormInput } from '../resource-schema';

const { forms, formFields: fields, formEntries } = schema;

async function read(database: Db, id: number) {
  const [row] = await database.select().from(forms).where(eq(forms.id, id));
  if (!row) return null;
  const fieldRows = await database
    .select()
    .from(fields)
    .where(eq(fields.formId, id))
    .orderBy(asc(fields.position), asc(fields.id));
  const [{ n }] = await database.select({ n: count() }).from(formEntries).where(eq(formEntries.formId, id));
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    intro: row.intro,
    thank_you: row.thankYou,
    submit_label: row.submitLabel,
    fields: fieldRows.map((f) => ({
      id: f.id,
      slug: f.slug,
      label: f.label,
      field_type: f.fieldType,
      required: f.required,
      visible: f.visible,
      choices: f.choices,
      default: f.defaultValue,
      placeholder_text: f.placeholder,
      help_text: f.helpText,
    })),
    entry_count: n,
    view_url: `/de/forms/${encodeURIComponent(row.slug.de ?? 'form')}/${row.id}`,
    updated_at: row.updatedAt.toISOString(),
  };
}
type FormRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

const columns = (d: FormInput) => ({
  title: d.title,
  slug: fillSlugs(d.slug, d.title),
  intro: d.intro,
  thankYou: d.thank_you,
  submitLabel: d.submit_label,
});

/** Fields keep their ids; entries store values by field key, so renaming a key is the editor's choice. */
async function saveFields(tx: Db, formId: number, list: FormInput['fields']) {
  const keep = list.flatMap((f) => (f.id ? [f.id] : []));
  await tx.delete(fields).where(and(eq(fields.formId, formId), keep.length ? notInArray(fields.id, keep) : undefined));
  // Keys are unique per form: park kept rows under temporary keys before writing the new ones.
  for (const f of list)
    if (f.id)
      await tx
        .update(fields)
        .set({ slug: `__${f.id}` })
        .where(and(eq(fields.id, f.id), eq(fields.formId, formId)));
  for (const [position, f] of list.entries()) {
    const values = {
      formId,
      position,
      slug: f.slug,
      label: f.label,
      fieldType: f.field_type,
      required: f.required,
      visible: f.visible,
      choices: f.choices,
      defaultValue: f.default,
      placeholder: f.placeholder_text,
      helpText: f.help_text,
    };
    const updated = f.id
      ? await tx
          .update(fields)
          .set(values)
          .where(and(eq(fields.id, f.id), eq(fields.formId, formId)))
          .returning({ id: fields.id })
      : [];
    if (!updated.length) await tx.insert(fields).values(values);
  }
}

export const formResource = defineResource({
  name: 'forms',
  table: forms,
  derived: ['entry_count'],
  role: 'editor',
  schema: formResourceSchema,
  search: [localizedText(forms.title)],
  orderings: { title: localizedText(forms.title), updated_at: forms.updatedAt, id: forms.id },
  read,
  async create(tx, data, id) {
    const [row] = await tx
      .insert(forms)
      .values({ ...columns(data), ...(id ? { id } : {}) })
      .returning({ id: forms.id });
    await saveFields(tx, row.id, data.fields);
    return row.id;
  },
  async update(tx, id, data) {
    await tx
      .update(forms)
      .set({ ...columns(data), updatedAt: new Date() })
      .where(eq(forms.id, id));
    await saveFields(tx, id, data.fields);
  },
  async remove(tx, id) {
    await tx.delete(forms).where(eq(forms.id, id));
  },
  /** Entries are people's submissions: a form that has any is not deleted with them. */
  async references(database, id) {
    const [{ n }] = await database.select({ n: count() }).from(formEntries).where(eq(formEntries.formId, id));
    return n ? [`${n} submitted entr${n === 1 ? 'y' : 'ies'} (export and delete them first)`] : [];
  },
  label: (r: FormRecord) => r.title.de ?? `Form ${r.id}`,
  tags: (r: FormRecord) => affects('form', TAGS.form(r.id)),
  publicView: {
    where: () => undefined,
    map: (r: FormRecord, locale) => ({
      id: r.id,
      title: r.title[locale] ?? r.title.de ?? '',
      url: `/${locale}/forms/${encodeURIComponent(r.slug[locale] ?? r.slug.de ?? 'form')}/${r.id}`,
    }),
  },
});
