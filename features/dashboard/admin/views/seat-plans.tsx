'use client';

import {
  AutocompleteInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  useInput,
  useRecordContext,
} from 'react-admin';
import { Alert } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormContext, useWatch } from 'react-hook-form';
import { seatPlanResourceSchema } from '@/features/seating';
import { SeatPlanEditor, starterPlan, type SeatPlanEditorTexts } from '@/features/seating/client';
import { EditActions, EditToolbar, de } from './shared';
import { useNamespaceTexts } from '../namespace-texts';
import { BerlinDateField } from '../berlin-fields';

/** The editor's texts (messages "SeatPlanEditor"), handed over by the dashboard page. */
const useEditorTexts = (): SeatPlanEditorTexts => useNamespaceTexts('SeatPlanEditor');

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="venue" source="venue" reference="venues" alwaysOn>
    <AutocompleteInput
      optionText={de('name')}
      filterToQuery={(q: string) => ({ q })}
      label="resources.seat-plans.fields.venue_id"
    />
  </ReferenceInput>,
];

export function SeatPlanList() {
  return (
    <List perPage={25} filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="name" />
        <TextField source="venue_name" sortable={false} />
        <NumberField source="seat_count" sortable={false} />
        <TextField source="categories" sortable={false} />
        <FunctionField
          source="dates"
          sortable={false}
          render={(r: { dates?: number[] }) => (r.dates?.length ? r.dates.join(', ') : '—')}
        />
        <BerlinDateField source="updated_at" />
      </Datagrid>
    </List>
  );
}

/** Flattens react-hook-form's nested errors of the plan into sentences. */
function messagesOf(error: unknown, out: string[] = []): string[] {
  if (!error || typeof error !== 'object') return out;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) out.push(message);
  for (const [key, value] of Object.entries(error)) if (key !== 'ref' && key !== 'message') messagesOf(value, out);
  return [...new Set(out)];
}

function PlanInput() {
  const t = useEditorTexts();
  const record = useRecordContext<{ dates?: number[] }>();
  const { field } = useInput({ source: 'plan' });
  const name = useWatch({ name: 'name' }) as string | undefined;
  const {
    formState: { errors },
  } = useFormContext();
  const problems = messagesOf(errors.plan);
  const dates = record?.dates ?? [];
  return (
    <>
      {dates.length ? (
        <Alert severity="info" sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
          {t('savesToDates', { dates: dates.join(', ') })}
        </Alert>
      ) : null}
      <SeatPlanEditor value={field.value} onChange={field.onChange} fileName={name ?? ''} t={t} />
      {problems.length ? (
        <Alert severity="error" role="alert" sx={{ mt: 2, width: '100%', boxSizing: 'border-box' }}>
          {problems.slice(0, 5).join(' · ')}
        </Alert>
      ) : null}
    </>
  );
}

function SeatPlanForm({ defaultValues }: { defaultValues?: Record<string, unknown> }) {
  return (
    <SimpleForm
      resolver={zodResolver(seatPlanResourceSchema) as never}
      toolbar={<EditToolbar />}
      defaultValues={defaultValues}
      sx={{ maxWidth: '100%', minWidth: 0 }}
    >
      <TextInput source="name" isRequired sx={{ minWidth: 280 }} />
      <ReferenceInput source="venue_id" reference="venues">
        <AutocompleteInput optionText={de('name')} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 280 }} />
      </ReferenceInput>
      <PlanInput />
    </SimpleForm>
  );
}

export const SeatPlanEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <SeatPlanForm />
  </Edit>
);

export function SeatPlanCreate() {
  const t = useEditorTexts();
  return (
    <Create redirect="list">
      <SeatPlanForm defaultValues={{ plan: starterPlan(t) }} />
    </Create>
  );
}
