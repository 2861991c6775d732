'use client';

import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { MAX_COLUMNS, MAX_ROWS, columnCount, relabel, type GridSection } from '../../plan-grid';
import type { Translate } from './texts';

/**
 * The settings of one section: name, place on the plan (x, y in grid cells), size, row labels and
 * seat numbering. The size is applied with a button, so typing "12" does not first cut the grid to 1.
 */
export function SectionSettings({
  section,
  onChange,
  onResize,
  onRemove,
  canRemove,
  t,
}: {
  section: GridSection;
  onChange: (next: GridSection) => void;
  onResize: (rows: number, cols: number) => void;
  onRemove: () => void;
  canRemove: boolean;
  t: Translate;
}) {
  const [rows, setRows] = useState(String(section.rows.length));
  const [cols, setCols] = useState(String(columnCount(section)));
  // the fields follow the section when another section is shown or the size was applied
  const size = `${section.rows.length}×${columnCount(section)}`;
  const [shown, setShown] = useState(size);
  if (shown !== size) {
    setShown(size);
    setRows(String(section.rows.length));
    setCols(String(columnCount(section)));
  }
  const num = (v: string, max: number) => Math.max(1, Math.min(max, Math.floor(Number(v)) || 1));
  const position = (key: 'x' | 'y', v: string) =>
    onChange({ ...section, [key]: v === '' ? undefined : Math.max(0, Math.min(400, Math.floor(Number(v)) || 0)) });
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('sectionName')}
          value={section.name}
          onChange={(e) => onChange({ ...section, name: e.target.value.slice(0, 20) })}
        />
        <TextField
          size="small"
          type="number"
          label={t('x')}
          value={section.x ?? ''}
          onChange={(e) => position('x', e.target.value)}
          slotProps={{ htmlInput: { 'aria-describedby': 'seat-plan-position-hint' } }}
          sx={{ width: 110 }}
        />
        <TextField
          size="small"
          type="number"
          label={t('y')}
          value={section.y ?? ''}
          onChange={(e) => position('y', e.target.value)}
          slotProps={{ htmlInput: { 'aria-describedby': 'seat-plan-position-hint' } }}
          sx={{ width: 110 }}
        />
        <Typography
          id="seat-plan-position-hint"
          variant="caption"
          color="text.secondary"
          sx={{ alignSelf: 'center', maxWidth: 220 }}
        >
          {t('positionHint')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="number"
          label={t('rows')}
          value={rows}
          onChange={(e) => setRows(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: MAX_ROWS } }}
          sx={{ width: 110 }}
        />
        <TextField
          size="small"
          type="number"
          label={t('seatsPerRow')}
          value={cols}
          onChange={(e) => setCols(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: MAX_COLUMNS } }}
          sx={{ width: 130 }}
        />
        <Button variant="outlined" onClick={() => onResize(num(rows, MAX_ROWS), num(cols, MAX_COLUMNS))}>
          {t('applySize')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('rowLabels')}
          value={section.rowLabels}
          onChange={(e) => onChange(relabel({ ...section, rowLabels: e.target.value as GridSection['rowLabels'] }))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="numeric">{t('rowLabelsNumeric')}</MenuItem>
          <MenuItem value="alpha">{t('rowLabelsAlpha')}</MenuItem>
          <MenuItem value="custom">{t('rowLabelsCustom')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('numbering')}
          value={section.numbering}
          onChange={(e) => onChange({ ...section, numbering: e.target.value as GridSection['numbering'] })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="ltr">{t('numberingLtr')}</MenuItem>
          <MenuItem value="rtl">{t('numberingRtl')}</MenuItem>
        </TextField>
        <Button color="error" startIcon={<DeleteIcon />} onClick={onRemove} disabled={!canRemove}>
          {t('removeSection')}
        </Button>
      </Stack>
      {section.rowLabels === 'custom' ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {section.rows.map((row, i) => (
            <TextField
              key={i}
              size="small"
              label={t('rowLabelOf', { n: i + 1 })}
              value={row.label}
              onChange={(e) =>
                onChange({
                  ...section,
                  rows: section.rows.map((r, j) => (j === i ? { ...r, label: e.target.value.slice(0, 20) } : r)),
                })
              }
              sx={{ width: 90 }}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
