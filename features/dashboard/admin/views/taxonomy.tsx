'use client';

import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateInput,
  Edit,
  FunctionField,
  List,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  useResourceContext,
} from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { localized } from '@/features/resources';
import { LocalizedInput, TranslationStatus } from '../inputs';
import { EditToolbar, de, searchFilter } from './shared';

// The server's named-resource schema (features/resources/server/named.ts) without its server parts.
const namedForm = z.object({ name: localized({ required: true, max: 200 }) }).passthrough();
/** Which of the optional columns a list has (genres have no filter flag, article tags no position). */
const HAS_FILTER_FLAG = new Set(['event-tags']);
const HAS_POSITION = new Set(['article-categories', 'event-tags', 'genres', 'production-tags', 'person-categories']);

/** Categories, tags and genres: a name per language, a position and, for event tags, the filter flag. */
export function TaxonomyList() {
  const resource = useResourceContext() ?? '';
  return (
    <List
      perPage={50}
      filters={searchFilter}
      sort={{ field: HAS_POSITION.has(resource) ? 'position' : 'name', order: 'ASC' }}
    >
      <Datagrid rowClick="edit">
        <FunctionField source="name" render={de('name')} />
        {HAS_FILTER_FLAG.has(resource) ? <BooleanField source="show_in_filter" /> : null}
        <TranslationStatus source="name" label="museum.translations" />
      </Datagrid>
    </List>
  );
}

function TaxonomyForm() {
  const resource = useResourceContext() ?? '';
  return (
    <SimpleForm resolver={zodResolver(namedForm) as never} toolbar={<EditToolbar />}>
      <LocalizedInput source="name" required />
      {HAS_POSITION.has(resource) ? <NumberInput source="position" /> : null}
      {HAS_FILTER_FLAG.has(resource) ? <BooleanInput source="show_in_filter" defaultValue /> : null}
    </SimpleForm>
  );
}
export const TaxonomyEdit = () => (
  <Edit mutationMode="pessimistic">
    <TaxonomyForm />
  </Edit>
);
export const TaxonomyCreate = () => (
  <Create redirect="list">
    <TaxonomyForm />
  </Create>
);

// ---------- seasons and event types (a few more fields than a name) ----------

export function SeasonList() {
  return (
    <List perPage={50} filters={searchFilter} sort={{ field: 'date_from', order: 'DESC' }}>
      <Datagrid rowClick="edit">
        <FunctionField source="name" render={de('name')} />
        <TextField source="date_from" />
        <TextField source="date_to" />
      </Datagrid>
    </List>
  );
}
function SeasonForm() {
  return (
    <SimpleForm resolver={zodResolver(namedForm) as never} toolbar={<EditToolbar />}>
      <LocalizedInput source="name" required />
      <DateInput source="date_from" isRequired />
      <DateInput source="date_to" isRequired />
    </SimpleForm>
  );
}
export const SeasonEdit = () => (
  <Edit mutationMode="pessimistic">
    <SeasonForm />
  </Edit>
);
export const SeasonCreate = () => (
  <Create redirect="list">
    <SeasonForm />
  </Create>
);

export function TypeList() {
  return (
    <List perPage={50} filters={searchFilter} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="slug" />
        <FunctionField source="name" render={de('name')} />
        <TranslationStatus source="name" label="museum.translations" />
      </Datagrid>
    </List>
  );
}
function TypeForm() {
  return (
    <SimpleForm resolver={zodResolver(namedForm) as never} toolbar={<EditToolbar />}>
      <TextInput source="slug" isRequired />
      <LocalizedInput source="name" required />
      <NumberInput source="position" />
    </SimpleForm>
  );
}
export const TypeEdit = () => (
  <Edit mutationMode="pessimistic">
    <TypeForm />
  </Edit>
);
export const TypeCreate = () => (
  <Create redirect="list">
    <TypeForm />
  </Create>
);
