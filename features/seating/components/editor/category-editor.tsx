'use client';

import { Box, Button, IconButton, Stack, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import type { SeatPlanDocument } from '../../plan-document';
import type { Translate } from './texts';

type Category = SeatPlanDocument['categories'][number];
const LANGS = ['de', 'en', 'cs'] as const;
const PALETTE = ['#2f6f4f', '#8a4b2a', '#3b5b92', '#9a3d6b', '#6b6b1f', '#4f4f4f'];

/**
 * The plan's categories: a code (the seat group code of the dates that sell the plan), a name in
 * three languages and a colour. A category still used by seats cannot be removed.
 */
export function CategoryEditor({
  categories,
  used,
  onChange,
  t,
}: {
  categories: Category[];
  used: Set<string>;
  /** With `rename`, a code changed: the seats of the old code follow it. */
  onChange: (next: Category[], rename?: [string, string]) => void;
  t: Translate;
}) {
  const set = (i: number, patch: Partial<Category>) =>
    onChange(categories.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const add = () => {
    let n = categories.length;
    const codes = new Set(categories.map((c) => c.code));
    let code = String.fromCharCode(65 + (n % 26));
    while (codes.has(code)) code = `${String.fromCharCode(65 + (++n % 26))}${n >= 26 ? n : ''}`;
    onChange([...categories, { code, name: { de: t('newCategory', { code }) }, color: PALETTE[n % PALETTE.length] }]);
  };
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
      <legend>{t('categories')}</legend>
      <Stack spacing={1}>
        {categories.map((c, i) => (
          <Stack key={i} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              size="small"
              label={t('code')}
              value={c.code}
              onChange={(e) => {
                const code = e.target.value.slice(0, 40);
                onChange(
                  categories.map((x, j) => (j === i ? { ...x, code } : x)),
                  [c.code, code],
                );
              }}
              sx={{ width: 90 }}
            />
            {LANGS.map((lang) => (
              <TextField
                key={lang}
                size="small"
                label={`${t('name')} (${lang.toUpperCase()})`}
                value={c.name[lang] ?? ''}
                onChange={(e) => set(i, { name: { ...c.name, [lang]: e.target.value } })}
                sx={{ width: 150 }}
              />
            ))}
            <TextField
              size="small"
              type="color"
              label={t('colour')}
              value={c.color}
              onChange={(e) => set(i, { color: e.target.value })}
              sx={{ width: 80 }}
            />
            <IconButton
              aria-label={t('removeCategory', { code: c.code })}
              title={used.has(c.code) ? t('categoryInUse') : t('removeCategory', { code: c.code })}
              disabled={used.has(c.code) || categories.length === 1}
              onClick={() => onChange(categories.filter((_, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button startIcon={<AddIcon />} onClick={add} disabled={categories.length >= 12}>
            {t('addCategory')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
