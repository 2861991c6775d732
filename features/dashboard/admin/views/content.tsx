'use client';

import { useId } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  ImageField,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TabbedForm,
  TextField,
  TextInput,
  useInput,
  useTranslate,
  useLocaleState,
  NullableBooleanInput,
} from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { articleResourceSchema } from '@/features/article-editing';
import { formResourceSchema } from '@/features/forms';
import { navigationResourceSchema, pageResourceSchema } from '@/features/pages';
import { mediaResourceSchema } from '@/features/media';
import { RichTextField } from '@/features/editor/client';
import { locales } from '@/i18n/config';
import { BerlinDateField, EnumField, enumChoices, enumKey } from '../berlin-fields';
import {
  BerlinDateTimeInput,
  LocalizedInput,
  MediaInput,
  MediaUploader,
  PublishButtons,
  TranslationStatus,
} from '../inputs';
import { useOptions } from '../options';
import { EditActions, EditToolbar, de, searchFilter } from './shared';

// ---------- articles ----------

type Block = { id: string; kind: string; content?: string };

/**
 * The article text per language in the rich text editor of the page editor (docs/requirements.md §5 marks). The text
 * is the article's first text block; other blocks (images, quotes …) stay as they are.
 */
function ArticleBodyInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'body' });
  const [tab, setTab] = useState(0);
  const id = useId();
  const body = (field.value ?? {}) as Record<string, Block[] | undefined>;
  const locale = locales[tab];
  const blocks = body[locale] ?? [];
  const index = blocks.findIndex((b) => b.kind === 'text');
  const setText = (html: string) => {
    const next = [...blocks];
    if (index >= 0) next[index] = { ...next[index], content: html };
    else next.unshift({ id: `text-${Date.now().toString(36)}`, kind: 'text', content: html });
    field.onChange({ ...body, [locale]: html || next.length > 1 ? next : [] });
  };
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography id={`${id}-label`} variant="subtitle2">
        {translate('resources.articles.fields.body')}
      </Typography>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label={translate('museum.language')}>
        {locales.map((l) => (
          <Tab key={l} label={`${l.toUpperCase()}${body[l]?.length ? '' : ` (${translate('museum.missing')})`}`} />
        ))}
      </Tabs>
      <RichTextField
        key={locale}
        id={id}
        value={index >= 0 ? (blocks[index].content ?? '') : ''}
        onChange={setText}
        invalid={false}
      />
    </Box>
  );
}

const articleFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="online" source="is_online" />,
];

export function ArticleList() {
  return (
    <List perPage={25} filters={articleFilters} sort={{ field: 'published_at', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={<PublishButtons />}>
        <BerlinDateField source="published_at" kind="date" />
        <FunctionField source="title" render={de('title')} />
        <TextField source="author" />
        <BooleanField source="is_online" />
        <TranslationStatus source="title" label="museum.translations" />
      </Datagrid>
    </List>
  );
}
function ArticleForm() {
  const options = useOptions();
  return (
    <TabbedForm
      resolver={zodResolver(articleResourceSchema) as never}
      toolbar={<EditToolbar />}
      defaultValues={{ published_at: new Date().toISOString() }}
    >
      <TabbedForm.Tab label="resources.articles.fields.title">
        <LocalizedInput source="title" required />
        <LocalizedInput source="teaser" multiline />
        <TextInput source="author" />
        <BerlinDateTimeInput source="published_at" />
        <BooleanInput source="is_online" defaultValue />
        <SelectArrayInput source="category_ids" choices={options?.article_categories ?? []} />
        <SelectArrayInput source="tag_ids" choices={options?.article_tags ?? []} />
        <MediaInput source="image_id" label="resources.articles.fields.image_id" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.articles.fields.body">
        <ArticleBodyInput />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
export const ArticleEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <ArticleForm />
  </Edit>
);
export const ArticleCreate = () => (
  <Create redirect="edit">
    <ArticleForm />
  </Create>
);

// ---------- forms ----------

const FIELD_TYPES = [
  [1, 'text'],
  [2, 'textarea'],
  [3, 'email'],
  [4, 'checkbox'],
  [5, 'checkboxes'],
  [6, 'select'],
  [7, 'select-multiple'],
  [8, 'radio'],
  [9, 'file'],
  [10, 'date'],
  [11, 'datetime'],
  [12, 'hidden'],
  [13, 'number'],
  [14, 'url'],
  [15, 'date-of-birth'],
].map(([id, name]) => ({ id, name: enumKey('fieldType', String(name)) }));

/** The entries of a form are a server page (file downloads, paging): a plain link leaves the app. */
function EntriesLink({ id, count }: { id: number; count: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <a href={`/${locale}/dashboard/form-entries/${id}`} onClick={(e) => e.stopPropagation()}>
      {translate('resources.forms.fields.entry_count')} ({count})
    </a>
  );
}

export function FormList() {
  return (
    <List perPage={25} filters={searchFilter} sort={{ field: 'title', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <FunctionField source="title" render={de('title')} />
        <FunctionField
          source="entry_count"
          sortable={false}
          render={(r: { id: number; entry_count: number }) => <EntriesLink id={r.id} count={r.entry_count} />}
        />
        <TranslationStatus source="title" label="museum.translations" />
      </Datagrid>
    </List>
  );
}
function FormForm() {
  return (
    <TabbedForm resolver={zodResolver(formResourceSchema) as never} toolbar={<EditToolbar />}>
      <TabbedForm.Tab label="resources.forms.fields.title">
        <LocalizedInput source="title" required />
        <LocalizedInput source="intro" multiline />
        <LocalizedInput source="thank_you" multiline />
        <LocalizedInput source="submit_label" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.forms.fields.fields">
        <ArrayInput source="fields">
          <SimpleFormIterator inline={false}>
            <TextInput source="slug" label="resources.forms.fields.slug" />
            <TextInput source="label.de" label="resources.forms.fields.label" />
            <TextInput source="label.en" label="resources.forms.fields.label" helperText="EN" />
            <TextInput source="label.cs" label="resources.forms.fields.label" helperText="CS" />
            <SelectInput
              source="field_type"
              label="resources.forms.fields.field_type"
              choices={FIELD_TYPES}
              defaultValue={1}
            />
            <BooleanInput source="required" label="resources.forms.fields.required" />
            <TextInput source="choices.de" label="resources.forms.fields.choices" fullWidth />
            <TextInput source="help_text.de" label="resources.forms.fields.help_text" fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
export const FormEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <FormForm />
  </Edit>
);
export const FormCreate = () => (
  <Create redirect="edit">
    <FormForm />
  </Create>
);

// ---------- pages ----------

const pageFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="online" source="is_online" />,
  <NullableBooleanInput key="menu" source="in_menu" />,
];

export function PageList() {
  return (
    <List perPage={50} filters={pageFilters} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={<PublishButtons />}>
        <FunctionField source="title" render={de('title')} />
        <FunctionField
          source="paths"
          sortable={false}
          render={(r: { paths: Record<string, string> }) => `/de${r.paths.de ?? ''}`}
        />
        <BooleanField source="is_online" />
        <BooleanField source="in_menu" />
        <TranslationStatus source="title" label="museum.translations" />
      </Datagrid>
    </List>
  );
}
function PageForm() {
  return (
    <TabbedForm resolver={zodResolver(pageResourceSchema) as never} toolbar={<EditToolbar />}>
      <TabbedForm.Tab label="resources.pages.fields.title">
        <LocalizedInput source="title" required />
        <LocalizedInput source="headline" />
        <TextInput source="paths.de" label="Pfad / Path DE" helperText="/besuch/anreise" />
        <TextInput source="paths.en" label="Path EN" />
        <TextInput source="paths.cs" label="Cesta CS" />
        <ReferenceInput source="parent_id" reference="pages">
          <AutocompleteInput optionText={de('title')} filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
        <NumberInput source="position" />
        <BooleanInput source="is_online" defaultValue />
        <BooleanInput source="is_clickable" defaultValue />
        <BooleanInput source="in_menu" />
        <BooleanInput source="in_footer" />
        <BooleanInput source="is_landing_page" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.pages.fields.meta_title">
        <LocalizedInput source="meta_title" />
        <LocalizedInput source="meta_description" multiline />
        <LocalizedInput source="og_title" />
        <LocalizedInput source="og_description" multiline />
        <SelectInput source="og_type" choices={enumChoices('ogType', ['website', 'article'])} />
        <MediaInput source="og_image_id" label="resources.pages.fields.og_image_id" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
export const PageEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <PageForm />
  </Edit>
);
export const PageCreate = () => (
  <Create redirect="edit">
    <PageForm />
  </Create>
);

// ---------- navigation ----------

const MENUS = enumChoices('navMenu', ['main', 'secondary', 'footer', 'sticky']);
const navFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="menu" source="menu" choices={MENUS} alwaysOn />,
];

export function NavigationList() {
  return (
    <List perPage={50} filters={navFilters} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <EnumField source="menu" group="navMenu" />
        <NumberField source="position" />
        <FunctionField source="label" render={de('label')} />
        <TranslationStatus source="label" label="museum.translations" />
      </Datagrid>
    </List>
  );
}
function NavigationForm() {
  return (
    <SimpleForm resolver={zodResolver(navigationResourceSchema) as never} toolbar={<EditToolbar />}>
      <SelectInput source="menu" choices={MENUS} isRequired />
      <LocalizedInput source="label" required />
      <ReferenceInput source="page_id" reference="pages">
        <AutocompleteInput optionText={de('title')} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <LocalizedInput source="url" />
      <ReferenceInput source="parent_id" reference="navigation">
        <AutocompleteInput optionText={de('label')} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <NumberInput source="position" />
      <BooleanInput source="has_tab_navigation" />
    </SimpleForm>
  );
}
export const NavigationEdit = () => (
  <Edit mutationMode="pessimistic">
    <NavigationForm />
  </Edit>
);
export const NavigationCreate = () => (
  <Create redirect="list">
    <NavigationForm />
  </Create>
);

// ---------- media ----------

export function MediaList() {
  return (
    <List
      perPage={24}
      filters={searchFilter}
      sort={{ field: 'id', order: 'DESC' }}
      actions={<MediaUploader />}
      empty={false}
    >
      <Datagrid rowClick="edit">
        <ImageField source="thumb" label="" sx={{ '& img': { maxHeight: 48, maxWidth: 80 } }} />
        <TextField source="filename" />
        <FunctionField source="alt" render={de('alt')} />
        <FunctionField source="used_in" sortable={false} render={(r: { used_in: string[] }) => r.used_in.length} />
      </Datagrid>
    </List>
  );
}
export function MediaEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm resolver={zodResolver(mediaResourceSchema) as never} toolbar={<EditToolbar />}>
        <ImageField source="url" label="" sx={{ '& img': { maxHeight: 240, maxWidth: 360 } }} />
        <LocalizedInput source="alt" required />
        <LocalizedInput source="caption" />
        <TextInput source="credit" />
        <FunctionField
          source="used_in"
          render={(r: { used_in: string[] }) => (r.used_in.length ? r.used_in.join(', ') : '—')}
        />
      </SimpleForm>
    </Edit>
  );
}
