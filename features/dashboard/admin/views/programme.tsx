'use client';

import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextField,
  TextInput,
  NullableBooleanInput,
  DateInput,
  useTranslate,
} from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Switch } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { eventResourceSchema, eventStatusValues, eventTypeValues, seriesResourceSchema } from '@/features/events';
import { productionResourceSchema } from '@/features/productions';
import { venueResourceSchema } from '@/features/venues';
import { personResourceSchema } from '@/features/team';
import { BerlinDateTimeInput, LocalizedInput, MediaInput, PublishButtons, TranslationStatus } from '../inputs';
import { berlinDay } from '@/lib/berlin-time';
import { BerlinDateField, EnumField, enumChoices } from '../berlin-fields';
import { useOptions } from '../options';
import { EditActions, EditToolbar, de, searchFilter } from './shared';
import { SeatGroupCapacityInput, SeatPlanInput } from './offer-seating';
import { DateSales } from './date-sales';
import { useNamespaceTexts } from '../namespace-texts';
import { EventDateActions } from './order-refunds';

const LIST_PROPS = { perPage: 25 } as const;

// ---------- events ----------

const eventFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="production" source="production" reference="productions" alwaysOn>
    <AutocompleteInput
      optionText={de('title')}
      filterToQuery={(q: string) => ({ q })}
      label="resources.events.fields.production_id"
    />
  </ReferenceInput>,
  <DateInput key="from" source="date_from" label="resources.events.fields.date_from" alwaysOn />,
  <DateInput key="to" source="date_to" label="resources.events.fields.date_to" />,
  <NullableBooleanInput key="online" source="is_online" />,
];

export function EventList() {
  return (
    // Upcoming dates first: the list opens at today (Berlin); clearing the filter shows the past too.
    <List
      {...LIST_PROPS}
      filters={eventFilters}
      sort={{ field: 'date_start', order: 'ASC' }}
      filterDefaultValues={{ date_from: berlinDay(new Date()) }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={<PublishButtons />}>
        <BerlinDateField source="date_start" />
        <FunctionField source="title" render={de('title')} />
        <ReferenceField source="production_id" reference="productions" link={false}>
          <FunctionField render={de('title')} />
        </ReferenceField>
        <EnumField source="status" group="eventStatus" />
        <BooleanField source="is_online" />
        <TranslationStatus source="title" label="museum.translations" />
      </Datagrid>
    </List>
  );
}

const NEW_OFFER = {
  seat_groups: [
    {
      seat_group: '1',
      status: '1',
      text: { de: 'Freie Platzwahl' },
      capacity: 30,
      prices: [{ name: 'Vollpreis', sale_type_id: 1, price: '10.00', vat_rate: 7 }],
      timeslots: [],
    },
  ],
};

/** VAT rates a price may carry (German rates; 0 % prints the exemption note of the billing settings). */
const VAT_RATES = [0, 7, 19].map((rate) => ({ id: rate, name: `${rate} %` }));

/** The date's ticket offer: switched on with one seat group and a full price, then edited in place. */
function OfferEditor() {
  const translate = useTranslate();
  const invoiceTexts = useNamespaceTexts('Invoices');
  const { setValue } = useFormContext();
  const offer = useWatch({ name: 'offer' });
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(offer)}
            onChange={(e) => setValue('offer', e.target.checked ? NEW_OFFER : null, { shouldDirty: true })}
          />
        }
        label={translate('museum.addOffer')}
      />
      {offer ? <SeatPlanInput /> : null}
      {offer ? <EventDateActions /> : null}
      {offer ? <DateSales /> : null}
      {offer ? (
        <ArrayInput source="offer.seat_groups" label="resources.events.fields.seat_groups">
          <SimpleFormIterator inline={false} fullWidth>
            <TextInput source="text.de" label="bo51.seatGroup.name" />
            <TextInput source="seat_group" label="bo51.seatGroup.code" helperText="bo51.seatGroup.codeHelp" />
            <SeatGroupCapacityInput />
            <SelectInput
              source="status"
              label="bo51.seatGroup.sale"
              choices={[
                { id: '1', name: 'bo51.seatGroup.onSale' },
                { id: '0', name: 'bo51.seatGroup.stopped' },
              ]}
              defaultValue="1"
            />
            {/* A new price row starts empty (it copied "Vollpreis", number 1 of the first row). */}
            <ArrayInput source="prices" label="resources.events.fields.prices">
              <SimpleFormIterator inline>
                <TextInput source="name" label="bo51.seatGroup.tariff" helperText="bo51.seatGroup.tariffHelp" />
                <NumberInput
                  source="sale_type_id"
                  label="bo51.seatGroup.saleType"
                  helperText="bo51.seatGroup.saleTypeHelp"
                  min={1}
                />
                <TextInput source="price" label="bo51.seatGroup.price" helperText="14.00" />
                <SelectInput source="vat_rate" label={invoiceTexts('vatRate')} choices={VAT_RATES} defaultValue={7} />
              </SimpleFormIterator>
            </ArrayInput>
          </SimpleFormIterator>
        </ArrayInput>
      ) : (
        <p>{translate('museum.noOffer')}</p>
      )}
    </>
  );
}

function EventForm() {
  const options = useOptions();
  return (
    <TabbedForm resolver={zodResolver(eventResourceSchema) as never} toolbar={<EditToolbar />}>
      <TabbedForm.Tab label="resources.events.fields.title">
        <LocalizedInput source="title" required />
        <LocalizedInput source="subtitle" />
        <BerlinDateTimeInput source="date_start" />
        <BerlinDateTimeInput source="date_end" />
        <SelectInput source="status" choices={enumChoices('eventStatus', eventStatusValues)} />
        <SelectInput source="event_type" choices={enumChoices('eventType', eventTypeValues)} />
        <BooleanInput source="is_online" defaultValue />
        <BooleanInput source="is_free" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.events.fields.description">
        <LocalizedInput source="teaser" multiline />
        <LocalizedInput source="description" multiline />
        <MediaInput source="image_id" label="resources.events.fields.image_id" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.events.fields.production_id">
        <ReferenceInput source="production_id" reference="productions">
          <AutocompleteInput optionText={de('title')} filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
        <ReferenceInput source="venue_id" reference="venues">
          <AutocompleteInput optionText={de('name')} filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
        <SelectInput source="room_id" choices={options?.rooms ?? []} emptyText="—" />
        <ReferenceInput source="series_id" reference="series">
          <AutocompleteInput optionText={de('name')} filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
        <SelectInput source="exhibition_type_id" choices={options?.exhibition_types ?? []} emptyText="—" />
        <SelectInput source="genre_id" choices={options?.genres ?? []} emptyText="—" />
        <SelectArrayInput source="tag_ids" choices={options?.event_tags ?? []} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.events.fields.offer">
        <TextInput
          source="ticket_url"
          label="bo51.seatGroup.ticketUrl"
          helperText="bo51.seatGroup.ticketUrlHelp"
          fullWidth
        />
        <OfferEditor />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

export const EventEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <EventForm />
  </Edit>
);
export const EventCreate = () => (
  <Create redirect="edit">
    <EventForm />
  </Create>
);

// ---------- productions ----------

export function ProductionList() {
  return (
    <List {...LIST_PROPS} filters={searchFilter} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={<PublishButtons />}>
        <FunctionField source="title" render={de('title')} />
        <ReferenceField source="venue_id" reference="venues" link={false}>
          <FunctionField render={de('name')} />
        </ReferenceField>
        <BooleanField source="is_online" />
        <TranslationStatus source="title" label="museum.translations" />
      </Datagrid>
    </List>
  );
}

function ProductionForm() {
  const options = useOptions();
  return (
    <TabbedForm resolver={zodResolver(productionResourceSchema) as never} toolbar={<EditToolbar />}>
      <TabbedForm.Tab label="resources.productions.fields.title">
        <LocalizedInput source="title" required />
        <LocalizedInput source="subtitle" />
        <LocalizedInput source="duration" />
        <BooleanInput source="is_online" defaultValue />
        <NumberInput source="position" />
        <NumberInput source="cancel_deadline_hours" min={0} max={720} step={1} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.productions.fields.description">
        <LocalizedInput source="teaser" multiline />
        <LocalizedInput source="description" multiline />
        <MediaInput source="image_id" label="resources.productions.fields.image_id" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.productions.fields.cast">
        <SelectInput source="season_id" choices={options?.seasons ?? []} emptyText="—" />
        <SelectInput source="exhibition_type_id" choices={options?.exhibition_types ?? []} emptyText="—" />
        <ReferenceInput source="venue_id" reference="venues">
          <AutocompleteInput optionText={de('name')} filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
        <SelectArrayInput source="tag_ids" choices={options?.production_tags ?? []} />
        <ArrayInput source="cast">
          <SimpleFormIterator inline>
            <ReferenceInput source="person_id" reference="persons">
              <AutocompleteInput
                optionText={(p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`}
                filterToQuery={(q: string) => ({ q })}
                label="resources.productions.fields.person_id"
              />
            </ReferenceInput>
            <TextInput source="role.de" label="resources.productions.fields.role" />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
export const ProductionEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <ProductionForm />
  </Edit>
);
export const ProductionCreate = () => (
  <Create redirect="edit">
    <ProductionForm />
  </Create>
);

// ---------- series ----------

export function SeriesList() {
  return (
    <List {...LIST_PROPS} filters={searchFilter} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <FunctionField source="name" render={de('name')} />
        <BooleanField source="is_subscription" />
        <TextField source="subscription_price" />
        <TranslationStatus source="name" label="museum.translations" />
      </Datagrid>
    </List>
  );
}
function SeriesForm() {
  return (
    <TabbedForm resolver={zodResolver(seriesResourceSchema) as never} toolbar={<EditToolbar />}>
      <TabbedForm.Tab label="resources.series.fields.name">
        <LocalizedInput source="name" required />
        <LocalizedInput source="teaser" multiline />
        <LocalizedInput source="description" multiline />
        <BooleanInput source="is_subscription" />
        <TextInput source="subscription_price" />
        <TextInput
          source="ticket_url"
          label="bo51.seatGroup.ticketUrl"
          helperText="bo51.seatGroup.ticketUrlHelp"
          fullWidth
        />
        <BooleanInput source="show_in_filter" defaultValue />
        <MediaInput source="image_id" label="resources.series.fields.image_id" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
export const SeriesEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <SeriesForm />
  </Edit>
);
export const SeriesCreate = () => (
  <Create redirect="edit">
    <SeriesForm />
  </Create>
);

// ---------- venues ----------

export function VenueList() {
  return (
    <List {...LIST_PROPS} filters={searchFilter} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <FunctionField source="name" render={de('name')} />
        <TextField source="city" />
        <TranslationStatus source="name" label="museum.translations" />
      </Datagrid>
    </List>
  );
}
function VenueForm() {
  return (
    <TabbedForm resolver={zodResolver(venueResourceSchema) as never} toolbar={<EditToolbar />}>
      <TabbedForm.Tab label="resources.venues.fields.name">
        <LocalizedInput source="name" required />
        <LocalizedInput source="description" multiline />
        <TextInput source="street" />
        <TextInput source="zip" />
        <TextInput source="city" />
        <NumberInput source="latitude" />
        <NumberInput source="longitude" />
        <MediaInput source="image_id" label="resources.venues.fields.image_id" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.venues.fields.rooms">
        <ArrayInput source="rooms">
          <SimpleFormIterator inline>
            <TextInput source="name.de" label="resources.venues.fields.name" />
            <NumberInput source="capacity" label="resources.venues.fields.capacity" />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
export const VenueEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <VenueForm />
  </Edit>
);
export const VenueCreate = () => (
  <Create redirect="edit">
    <VenueForm />
  </Create>
);

// ---------- persons ----------

export function PersonList() {
  return (
    <List {...LIST_PROPS} filters={searchFilter} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="first_name" />
        <TextField source="last_name" />
        <FunctionField source="role" render={de('role')} />
      </Datagrid>
    </List>
  );
}
function PersonForm() {
  const options = useOptions();
  return (
    <TabbedForm resolver={zodResolver(personResourceSchema) as never} toolbar={<EditToolbar />}>
      <TabbedForm.Tab label="resources.persons.fields.name">
        <TextInput source="first_name" isRequired />
        <TextInput source="last_name" isRequired />
        <LocalizedInput source="role" />
        <LocalizedInput source="biography" multiline />
        <TextInput source="email" type="email" />
        <SelectInput source="category_id" choices={options?.person_categories ?? []} emptyText="—" />
        <NumberInput source="position" />
        <MediaInput source="image_id" label="resources.persons.fields.image_id" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
export const PersonEdit = () => (
  <Edit mutationMode="pessimistic" actions={<EditActions />}>
    <PersonForm />
  </Edit>
);
export const PersonCreate = () => (
  <Create redirect="edit">
    <PersonForm />
  </Create>
);
