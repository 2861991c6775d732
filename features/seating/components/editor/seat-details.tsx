'use client';

import { Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { seatNumbers, setCell, type GridSection, type SeatFlag } from '../../plan-grid';
import type { SeatPlanDocument } from '../../plan-document';
import type { Translate } from './texts';

const FLAGS: SeatFlag[] = ['wheelchair', 'companion', 'restricted'];

/** The selected cell in words and fields: its own number, category, marks and priority. */
export function SeatDetails({
  section,
  at,
  categories,
  onChange,
  t,
}: {
  section: GridSection;
  at: [number, number] | null;
  categories: SeatPlanDocument['categories'];
  onChange: (next: GridSection) => void;
  t: Translate;
}) {
  const row = at ? section.rows[at[0]] : undefined;
  const cell = at && row ? row.cells[at[1]] : undefined;
  if (!at || !row || cell === undefined) return <Typography color="text.secondary">{t('selectHint')}</Typography>;
  const [r, c] = at;
  const auto = seatNumbers(section, {
    ...row,
    cells: row.cells.map((x, i) => (i === c && x ? { ...x, number: undefined } : x)),
  })[c];
  const heading = t('selectedCell', { row: row.label, column: c + 1 });
  if (!cell)
    return (
      <Stack spacing={1} aria-label={heading} role="group">
        <Typography variant="subtitle2">{heading}</Typography>
        <Typography>{t('gap')}</Typography>
        <Box>
          <Button variant="outlined" onClick={() => onChange(setCell(section, r, c, { category: categories[0].code }))}>
            {t('makeSeat')}
          </Button>
        </Box>
      </Stack>
    );
  const update = (patch: Record<string, unknown>) => {
    const next = { ...cell, ...patch } as Record<string, unknown>;
    for (const [k, v] of Object.entries(next)) if (v === undefined || v === false || v === '') delete next[k];
    onChange(setCell(section, r, c, next as typeof cell));
  };
  return (
    <Stack spacing={1} role="group" aria-label={heading}>
      <Typography variant="subtitle2">{heading}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('seatNumber')}
          value={cell.number ?? ''}
          placeholder={auto ?? ''}
          helperText={t('seatNumberHint', { auto: auto ?? '' })}
          onChange={(e) => update({ number: e.target.value.slice(0, 20) || undefined })}
          sx={{ width: 150 }}
        />
        <TextField
          select
          size="small"
          label={t('category')}
          value={cell.category}
          onChange={(e) => update({ category: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          {categories.map((k) => (
            <MenuItem key={k.code} value={k.code}>
              {k.code} {k.name.de ? `· ${k.name.de}` : ''}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('priority')}
          value={cell.priority ?? ''}
          helperText={t('priorityHint')}
          onChange={(e) =>
            update({
              priority: e.target.value === '' ? undefined : Math.max(0, Math.floor(Number(e.target.value)) || 0),
            })
          }
          sx={{ width: 150 }}
        />
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
        {FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={<Checkbox checked={!!cell[flag]} onChange={(e) => update({ [flag]: e.target.checked })} />}
            label={t(flag)}
          />
        ))}
        <Button color="error" onClick={() => onChange(setCell(section, r, c, null))}>
          {t('makeGap')}
        </Button>
      </Stack>
    </Stack>
  );
}
