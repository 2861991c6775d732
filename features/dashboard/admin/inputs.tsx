'use client';

import { useRef, useState } from 'react';
import { Box, Button as MuiButton, Chip, Stack, TextField as MuiTextField } from '@mui/material';
import {
  AutocompleteInput,
  BulkUpdateButton,
  Button,
  DateTimeInput,
  ReferenceInput,
  TextInput,
  TranslatableInputs,
  useDataProvider,
  useGetOne,
  useInput,
  useNotify,
  useRefresh,
  useRecordContext,
  useTranslate,
  type DateTimeInputProps,
  type TextInputProps,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { locales } from '@/i18n/config';
import { fromBerlinInput, toBerlinInput } from '@/lib/berlin-time';

/**
 * A translated text: one tab per language (de, en, cs). German is the reference; an empty English or
 * Czech text says that the site shows German there, so a missing translation is visible here.
 */
export function LocalizedInput({
  source,
  multiline,
  required,
  ...rest
}: { source: string; multiline?: boolean; required?: boolean } & Partial<TextInputProps>) {
  const translate = useTranslate();
  return (
    <TranslatableInputs locales={[...locales]} defaultLocale="de" fullWidth>
      <TextInput
        source={source}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        fullWidth
        helperText={translate('museum.fallback')}
        isRequired={required}
        {...rest}
      />
    </TranslatableInputs>
  );
}

/** Which languages of a translated field are filled: "DE EN CS" with the missing ones marked. */
export function TranslationStatus({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = (record?.[source] ?? {}) as Record<string, string>;
  return (
    <Stack direction="row" spacing={0.5}>
      {locales.map((l) => (
        <Chip
          key={l}
          size="small"
          label={l.toUpperCase()}
          variant={value[l] ? 'filled' : 'outlined'}
          title={value[l] ? l : `${l}: ${translate('museum.missing')}`}
        />
      ))}
    </Stack>
  );
}

/** Date and time as a clock in Berlin shows them, whatever the time zone of the staff member's computer. */
export function BerlinDateTimeInput(props: DateTimeInputProps) {
  const translate = useTranslate();
  return (
    <DateTimeInput
      {...props}
      helperText={props.helperText ?? translate('museum.berlin')}
      format={toBerlinInput}
      parse={fromBerlinInput}
    />
  );
}

/** A file field, its alt text and an upload button: the image goes to the media library (multipart). */
export function MediaUploader({ onUploaded }: { onUploaded?: (id: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);

  async function upload() {
    const chosen = file.current?.files?.[0];
    if (!chosen || !alt.trim()) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.set('file', chosen);
      body.set('alt', alt.trim());
      const { data } = await dataProvider.create('media', { data: body });
      notify('museum.uploaded', { type: 'success' });
      setAlt('');
      if (file.current) file.current.value = '';
      if (onUploaded) onUploaded(Number(data.id));
      else refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-label={translate('museum.upload')}
      />
      <MuiTextField
        size="small"
        label={translate('museum.uploadAlt')}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
      />
      <MuiButton variant="outlined" onClick={upload} disabled={busy || !alt.trim()}>
        {busy ? translate('museum.uploading') : translate('museum.upload')}
      </MuiButton>
    </Stack>
  );
}

/** Choose an image from the media library, or upload one (with its alt text) and choose it. */
export function MediaInput({ source, label }: { source: string; label?: string }) {
  const { setValue } = useFormContext();
  const { field } = useInput({ source });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2, width: '100%' }}>
      <ReferenceInput source={source} reference="media" label={label}>
        <AutocompleteInput
          optionText={(m: { filename: string; alt?: { de?: string } }) =>
            `${m.filename}${m.alt?.de ? ` – ${m.alt.de}` : ''}`
          }
          filterToQuery={(q: string) => ({ q })}
          label={label}
          fullWidth
        />
      </ReferenceInput>
      {field.value ? <MediaPreview id={Number(field.value)} /> : null}
      <MediaUploader onUploaded={(id) => setValue(source, id, { shouldDirty: true })} />
    </Box>
  );
}

function MediaPreview({ id }: { id: number }) {
  const { data } = useGetOne<{ id: number; thumb: string; alt: Record<string, string> }>('media', { id });
  if (!data) return null;
  // A small rendition the media route already serves; next/image adds nothing to a staff preview.
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={data.thumb}
      alt={data.alt.de ?? ''}
      style={{ maxHeight: 96, maxWidth: 160, margin: '4px 0 8px', display: 'block' }}
    />
  );
}

/** A link to the record on the public site (records carry view_url). */
export function ViewOnSiteButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.view_url) return null;
  return (
    <Button
      label={translate('museum.viewOnSite')}
      href={String(record.view_url)}
      target="_blank"
      rel="noopener"
      component="a"
    />
  );
}

/** Bulk actions of lists with an is_online flag. */
export function PublishButtons() {
  return (
    <>
      <BulkUpdateButton label="museum.publish" data={{ is_online: true }} mutationMode="pessimistic" />
      <BulkUpdateButton label="museum.unpublish" data={{ is_online: false }} mutationMode="pessimistic" />
    </>
  );
}
