'use client';

import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  PasswordInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Button,
  TabbedForm,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  DateInput,
  NullableBooleanInput,
  SaveButton,
  Toolbar,
} from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { alertSchema, openingHoursExceptionSchema, openingHoursSchema } from '@/features/site';
import { redirectResourceSchema, settingsResourceSchema } from '@/features/settings';
import { userResourceSchema } from '@/features/staff';
import { staffRoles } from '@/features/auth';
import { useNamespaceTexts } from '../namespace-texts';
import { BerlinDateField, EnumField, ResourceNameField } from '../berlin-fields';
import { BerlinDateTimeInput, LocalizedInput } from '../inputs';
import { postAction } from '../data-provider';
import { EditToolbar, de, searchFilter } from './shared';

// ---------- redirects ----------

export function RedirectList() {
  return (
    <List perPage={50} filters={searchFilter} sort={{ field: 'old_path', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="old_path" />
        <TextField source="new_path" />
        <BerlinDateField source="updated_at" />
      </Datagrid>
    </List>
  );
}
function RedirectForm() {
  return (
    <SimpleForm resolver={zodResolver(redirectResourceSchema) as never} toolbar={<EditToolbar />}>
      <TextInput source="old_path" isRequired fullWidth helperText="/de/alte-seite" />
      <TextInput source="new_path" isRequired fullWidth helperText="/de/neue-seite" />
    </SimpleForm>
  );
}
export const RedirectEdit = () => (
  <Edit mutationMode="pessimistic">
    <RedirectForm />
  </Edit>
);
export const RedirectCreate = () => (
  <Create redirect="list">
    <RedirectForm />
  </Create>
);

// ---------- opening hours ----------

function useWeekdays() {
  const translate = useTranslate();
  return translate('museum.days')
    .split(',')
    .map((name, id) => ({ id, name }));
}

export function OpeningHoursList() {
  const days = useWeekdays();
  return (
    <List perPage={50} sort={{ field: 'weekday', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <FunctionField source="weekday" render={(r: { weekday: number }) => days[r.weekday]?.name} />
        <TextField source="time_from" />
        <TextField source="time_to" />
        <BooleanField source="closed" />
        <BerlinDateField source="valid_from" kind="date" />
        <BerlinDateField source="valid_to" kind="date" />
      </Datagrid>
    </List>
  );
}
function OpeningHoursForm() {
  const days = useWeekdays();
  return (
    <SimpleForm resolver={zodResolver(openingHoursSchema) as never} toolbar={<EditToolbar />}>
      <SelectInput source="weekday" choices={days} isRequired />
      <TextInput source="time_from" type="time" />
      <TextInput source="time_to" type="time" />
      <BooleanInput source="closed" />
      <DateInput source="valid_from" />
      <DateInput source="valid_to" />
      <LocalizedInput source="alternative_text" />
      <TextInput source="alternative_link_url" />
      <NumberInput source="position" />
    </SimpleForm>
  );
}
export const OpeningHoursEdit = () => (
  <Edit mutationMode="pessimistic">
    <OpeningHoursForm />
  </Edit>
);
export const OpeningHoursCreate = () => (
  <Create redirect="list">
    <OpeningHoursForm />
  </Create>
);

export function ExceptionList() {
  return (
    <List perPage={50} sort={{ field: 'date_from', order: 'DESC' }}>
      <Datagrid rowClick="edit">
        <BerlinDateField source="date_from" kind="date" />
        <BerlinDateField source="date_to" kind="date" />
        <TextField source="time_from" />
        <TextField source="time_to" />
        <BooleanField source="closed" />
        <FunctionField source="alternative_text" render={de('alternative_text')} />
      </Datagrid>
    </List>
  );
}
function ExceptionForm() {
  return (
    <SimpleForm resolver={zodResolver(openingHoursExceptionSchema) as never} toolbar={<EditToolbar />}>
      <DateInput source="date_from" isRequired />
      <DateInput source="date_to" isRequired />
      <TextInput source="time_from" type="time" />
      <TextInput source="time_to" type="time" />
      <BooleanInput source="closed" />
      <LocalizedInput source="alternative_text" />
      <TextInput source="alternative_link_url" />
    </SimpleForm>
  );
}
export const ExceptionEdit = () => (
  <Edit mutationMode="pessimistic">
    <ExceptionForm />
  </Edit>
);
export const ExceptionCreate = () => (
  <Create redirect="list">
    <ExceptionForm />
  </Create>
);

// ---------- alerts ----------

export function AlertList() {
  return (
    <List
      perPage={25}
      filters={[<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="active" source="is_active" />]}
      sort={{ field: 'updated_at', order: 'DESC' }}
    >
      <Datagrid rowClick="edit">
        <FunctionField source="title" render={de('title')} />
        <BooleanField source="is_active" />
        <BerlinDateField source="online_from" />
        <BerlinDateField source="online_to" />
        <AlertSiteStateField />
      </Datagrid>
    </List>
  );
}
/** Which alert the site shows (one at a time, the newest online), in the list and on the form. */
function AlertSiteStateField() {
  const t = useNamespaceTexts('editor51');
  return (
    <FunctionField
      label={t('alertOnSite')}
      render={(a: { site_state?: string }) => (a.site_state ? t(`alertState.${a.site_state}`) : '')}
    />
  );
}
function AlertRule() {
  const t = useNamespaceTexts('editor51');
  return <p>{t('alertRule')}</p>;
}
function AlertForm() {
  return (
    <SimpleForm resolver={zodResolver(alertSchema) as never} toolbar={<EditToolbar />}>
      <AlertRule />
      <AlertSiteStateField />
      <LocalizedInput source="title" required />
      <LocalizedInput source="text" multiline />
      <LocalizedInput source="link_url" />
      <LocalizedInput source="link_title" />
      <BooleanInput source="is_active" defaultValue />
      <BerlinDateTimeInput source="online_from" />
      <BerlinDateTimeInput source="online_to" />
    </SimpleForm>
  );
}
export const AlertEdit = () => (
  <Edit mutationMode="pessimistic">
    <AlertForm />
  </Edit>
);
export const AlertCreate = () => (
  <Create redirect="list">
    <AlertForm />
  </Create>
);

// ---------- users ----------

/** The four roles with their name and what each may do, in the dashboard's language (messages "StaffRoles"). */
function useRoleChoices() {
  const t = useNamespaceTexts('StaffRoles');
  return staffRoles.map((id) => ({ id, name: t(`names.${id}`), description: t(`descriptions.${id}`) }));
}
function RoleField() {
  const t = useNamespaceTexts('StaffRoles');
  return <FunctionField source="role" render={(u: { role: string }) => t(`names.${u.role}`)} />;
}
export function UserList() {
  return (
    <List perPage={50} filters={searchFilter} sort={{ field: 'username', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="username" />
        <TextField source="email" />
        <TextField source="first_name" />
        <TextField source="last_name" />
        <RoleField />
        <BooleanField source="is_active" />
      </Datagrid>
    </List>
  );
}
function UserForm() {
  const roles = useRoleChoices();
  return (
    <SimpleForm resolver={zodResolver(userResourceSchema) as never} toolbar={<EditToolbar />}>
      <TextInput source="username" isRequired />
      <TextInput source="email" type="email" isRequired />
      <TextInput source="first_name" />
      <TextInput source="last_name" />
      <SelectInput
        source="role"
        choices={roles}
        optionText={(choice: { name: string; description: string }) => `${choice.name} – ${choice.description}`}
        isRequired
      />
      <BooleanInput source="is_active" defaultValue />
      <PasswordInput source="password" autoComplete="new-password" />
    </SimpleForm>
  );
}
export const UserEdit = () => (
  <Edit mutationMode="pessimistic">
    <UserForm />
  </Edit>
);
export const UserCreate = () => (
  <Create redirect="list">
    <UserForm />
  </Create>
);

// ---------- settings (one record) ----------

export function SettingsEdit() {
  return (
    <Edit mutationMode="pessimistic" id={1} resource="settings" redirect={false}>
      <TabbedForm
        resolver={zodResolver(settingsResourceSchema) as never}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TabbedForm.Tab label="resources.settings.name">
          <BooleanInput source="is_site_online" />
          <BooleanInput source="is_shop_online" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="museum.boxOffice">
          <NumberInput source="max_tickets_per_order" min={1} max={100} />
          <NumberInput source="max_held_per_client" min={1} max={500} />
          <NumberInput source="payment_minutes" min={30} max={1440} />
          <NumberInput source="invoice_days" min={1} max={60} />
          <BooleanInput source="no_single_seat_gap" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="HTML">
          <TextInput source="html_header" multiline fullWidth minRows={3} />
          <TextInput source="html_footer_top" multiline fullWidth minRows={3} />
          <TextInput source="html_footer_bottom" multiline fullWidth minRows={3} />
          <TextInput source="html_footer_logos" multiline fullWidth minRows={3} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Design">
          <BooleanInput source="design.menu.style1" label="menu.style1" />
          <BooleanInput source="design.menu.style2" label="menu.style2" />
          <TextInput source="design.header.logoLink" label="header.logoLink" />
          <TextInput source="design.header.basketLink" label="header.basketLink" />
          <TextInput source="design.webshopLink" label="webshopLink" />
          <BooleanInput source="design.event.quickbuyWidgetActive" label="event.quickbuyWidgetActive" />
          <BooleanInput source="design.stickyOverlayButton" label="stickyOverlayButton" />
          <BooleanInput source="design.teamAccordion" label="teamAccordion" />
          <TextInput source="design.currency.symbol" label="currency.symbol" />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}

// ---------- audit log and trash ----------

export function AuditLogList() {
  return (
    <List
      perPage={50}
      filters={[<SearchInput key="q" source="q" alwaysOn />, <TextInput key="resource" source="resource" />]}
      sort={{ field: 'at', order: 'DESC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <BerlinDateField source="at" />
        <TextField source="username" />
        <EnumField source="action" group="auditAction" />
        <ResourceNameField source="resource" />
        <TextField source="record_id" />
        <FunctionField
          source="changes"
          render={(r: { changes: Record<string, unknown> }) => Object.keys(r.changes).join(', ')}
        />
      </Datagrid>
    </List>
  );
}

function RestoreButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <Button
      label="museum.restore"
      onClick={async () => {
        try {
          await postAction(`/api/trash/${record.id}/restore/`);
          notify('museum.restored', { type: 'success' });
          refresh();
        } catch (error) {
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
        }
      }}
    />
  );
}

export function TrashList() {
  const translate = useTranslate();
  return (
    <List
      perPage={25}
      filters={searchFilter}
      sort={{ field: 'deleted_at', order: 'DESC' }}
      title={translate('resources.trash.name')}
      exporter={false}
    >
      <p style={{ margin: '8px 16px' }}>{translate('museum.trashHint')}</p>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="label" />
        <ResourceNameField source="resource" />
        <TextField source="deleted_by" />
        <BerlinDateField source="deleted_at" />
        <RestoreButton />
      </Datagrid>
    </List>
  );
}
