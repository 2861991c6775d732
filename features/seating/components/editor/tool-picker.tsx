'use client';

import { Box, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { SeatFlag, Tool } from '../../plan-grid';
import type { SeatPlanDocument } from '../../plan-document';
import type { Translate } from './texts';

const FLAGS: SeatFlag[] = ['wheelchair', 'companion', 'restricted'];

/** Which tool a click or drag on the grid uses: seat/gap, a category's brush, a mark, a priority, or only select. */
export function ToolPicker({
  tool,
  categories,
  onChange,
  t,
}: {
  tool: Tool;
  categories: SeatPlanDocument['categories'];
  onChange: (tool: Tool) => void;
  t: Translate;
}) {
  const key =
    tool.kind === 'category' ? `category:${tool.category}` : tool.kind === 'flag' ? `flag:${tool.flag}` : tool.kind;
  const pick = (value: string | null) => {
    if (!value) return;
    const [kind, arg] = value.split(/:(.*)/s);
    const fallback = tool.kind === 'toggle' || tool.kind === 'category' ? tool.category : categories[0].code;
    if (kind === 'toggle') onChange({ kind: 'toggle', category: fallback });
    else if (kind === 'category') onChange({ kind: 'category', category: arg });
    else if (kind === 'flag') onChange({ kind: 'flag', flag: arg as SeatFlag });
    else if (kind === 'priority') onChange({ kind: 'priority', value: tool.kind === 'priority' ? tool.value : 1 });
    else onChange({ kind: 'select' });
  };
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={key}
        onChange={(_, v) => pick(v)}
        aria-label={t('tools')}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="toggle">{t('toolToggle')}</ToggleButton>
        {categories.map((c) => (
          <ToggleButton key={c.code} value={`category:${c.code}`} aria-label={t('toolCategory', { code: c.code })}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: c.color, mr: 0.75, display: 'inline-block' }}
            />
            {c.code}
          </ToggleButton>
        ))}
        {FLAGS.map((flag) => (
          <ToggleButton key={flag} value={`flag:${flag}`}>
            {t(flag)}
          </ToggleButton>
        ))}
        <ToggleButton value="priority">{t('priority')}</ToggleButton>
        <ToggleButton value="select">{t('toolSelect')}</ToggleButton>
      </ToggleButtonGroup>
      {tool.kind === 'priority' ? (
        <TextField
          size="small"
          type="number"
          label={t('priorityValue')}
          helperText={t('priorityBrushHint')}
          value={tool.value ?? ''}
          onChange={(e) =>
            onChange({
              kind: 'priority',
              value: e.target.value === '' ? null : Math.max(0, Math.floor(Number(e.target.value)) || 0),
            })
          }
          sx={{ width: 220 }}
        />
      ) : null}
    </Stack>
  );
}
