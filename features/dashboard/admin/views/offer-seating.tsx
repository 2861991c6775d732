'use client';

import { useEffect } from 'react';
import { Alert, Button, Stack, TextField as MuiTextField } from '@mui/material';
import { NumberInput, SelectInput, useLocaleState, useRecordContext, useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useOptions } from '../options';
import { useNamespaceTexts } from '../namespace-texts';

type Offer = { seat_plan_id?: number | null; seat_groups?: { seat_group?: string; capacity?: number }[] } | null;

/** The plan's category codes of the chosen plan, or null for general admission. */
function usePlanCategories(): string[] | null {
  const options = useOptions();
  const planId = useWatch({ name: 'offer.seat_plan_id' }) as number | null | undefined;
  // Until the plans are loaded nothing is known: no warnings, the capacity stays a plain number.
  if (!planId || !options) return null;
  return options?.seat_plans?.find((p) => p.id === planId)?.categories ?? [];
}

/**
 * The date's seating plan: none (general admission) or one of the venues' plans. Saving applies it in
 * the same transaction as the offer (refused with the server's message when held or sold seats would
 * go); then staff see which plan categories find no seat group and which seat groups no seat.
 */
export function SeatPlanInput() {
  const texts = useNamespaceTexts('SeatDesk');
  const [locale] = useLocaleState();
  const options = useOptions();
  const record = useRecordContext<{ id_jet?: number | null; offer?: Offer }>();
  const categories = usePlanCategories();
  const offer = useWatch({ name: 'offer' }) as Offer;
  const codes = (offer?.seat_groups ?? []).map((g) => g.seat_group ?? '').filter(Boolean);
  const withoutGroup = categories ? categories.filter((c) => !codes.includes(c)) : [];
  const withoutSeats = categories ? codes.filter((c) => !categories.includes(c)) : [];
  const saved = record?.offer?.seat_plan_id && record.id_jet;
  return (
    <Stack spacing={1} sx={{ mb: 2, maxWidth: 720 }}>
      <SelectInput
        source="offer.seat_plan_id"
        label={texts('offerPlan')}
        choices={options?.seat_plans ?? []}
        emptyText={texts('offerNoPlan')}
        format={(v: number | null | undefined) => v ?? ''}
        parse={(v: string | number | null) => (v === '' || v === null ? null : Number(v))}
        helperText={texts('offerPlanHint')}
      />
      {withoutGroup.length ? (
        <Alert severity="warning">{texts('offerNoGroup', { codes: withoutGroup.join(', ') })}</Alert>
      ) : null}
      {withoutSeats.length ? (
        <Alert severity="warning">{texts('offerNoSeats', { codes: withoutSeats.join(', ') })}</Alert>
      ) : null}
      {saved ? (
        <Button href={`/${locale}/dashboard/seating/${record.id_jet}`} variant="outlined">
          {texts('offerOpenDesk')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * A seat group's capacity: typed for general admission, read-only on a seated date (the server sets it
 * from the group's seats on save).
 */
export function SeatGroupCapacityInput() {
  const texts = useNamespaceTexts('SeatDesk');
  const source = useSourceContext();
  const { setValue } = useFormContext();
  const categories = usePlanCategories();
  const code = useWatch({ name: source.getSource('seat_group') }) as string | undefined;
  const capacity = useWatch({ name: source.getSource('capacity') }) as number | undefined;
  const seated = Boolean(categories && code && categories.includes(code));
  useEffect(() => {
    // A new group of a seated date has no number yet; the server replaces it with its seats.
    if (seated && typeof capacity !== 'number') setValue(source.getSource('capacity'), 0);
  }, [seated, capacity, setValue, source]);
  if (!seated) return <NumberInput source="capacity" label="resources.events.fields.capacity" min={0} />;
  return (
    <MuiTextField
      label={texts('offerSeatedCapacity')}
      value={capacity ?? ''}
      size="small"
      variant="filled"
      slotProps={{ input: { readOnly: true } }}
      sx={{ maxWidth: 420 }}
    />
  );
}
