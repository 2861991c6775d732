'use client';

import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { isLocale, localeIso } from '@/i18n/config';
import { formatBerlin, type BerlinFormat } from '@/lib/berlin-time';

/**
 * Dates, times and coded values in the back office as staff read them: on Berlin's clock, in the
 * admin's language (German 05.12.2026, 17:30; English 5 Dec 2026, 17:30; Czech 5. 12. 2026 17:30),
 * whatever the computer's zone and language, and enum values by their translated names.
 */

type FieldProps = { source: string; label?: string; sortable?: boolean; sortBy?: string; emptyText?: string };

const valueAt = (record: Record<string, unknown> | undefined, source: string): unknown =>
  source.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], record);

/** The one formatter of the back office: (value, kind) → text in the admin's language, Berlin time. */
export function useBerlinFormat() {
  const [locale] = useLocaleState();
  const intl = isLocale(locale) ? localeIso[locale] : localeIso.de;
  return (value: Date | string | null | undefined, kind: BerlinFormat = 'dateTime') => formatBerlin(value, intl, kind);
}

function Text({ children }: { children: string }) {
  return (
    <Typography component="span" variant="body2">
      {children}
    </Typography>
  );
}

/** A date-and-time (or a day: kind 'date') column or show field, on Berlin's clock. */
export function BerlinDateField({ source, kind = 'dateTime', emptyText = '' }: FieldProps & { kind?: BerlinFormat }) {
  const record = useRecordContext();
  const format = useBerlinFormat();
  const value = valueAt(record, source);
  return <Text>{(typeof value === 'string' || value instanceof Date ? format(value, kind) : '') || emptyText}</Text>;
}

/** The translation key of a coded value (messages "backOffice51", merged as bo51 by i18n-provider.ts). */
export const enumKey = (group: string, value: string) => `bo51.${group}.${value}`;

/** Choices of a SelectInput for coded values, named by their translations (react-admin translates them). */
export const enumChoices = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: enumKey(group, id) }));

/** A coded value ("scheduled", "main") by its translated name; an unknown value shows as it is. */
export function EnumField({ source, group }: FieldProps & { group: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = valueAt(record, source);
  if (value === null || value === undefined || value === '') return null;
  return <Text>{translate(enumKey(group, String(value)), { _: String(value) })}</Text>;
}

/** A resource's code name (audit log, trash) by the name the menu gives it. */
export function ResourceNameField({ source }: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = String(valueAt(record, source) ?? '');
  const name = value.replace(/_/g, '-');
  return <Text>{translate(`resources.${name}.name`, { _: translate(enumKey('resource', value), { _: value }) })}</Text>;
}
