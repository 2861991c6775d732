'use client';

import { useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { seatPlanDocumentSchema, type SeatPlanDocument } from '../../plan-document';
import {
  documentToGrid,
  gridSeatCount,
  gridToDocument,
  newSection,
  resetPriorities,
  resizeSection,
  type GridPlan,
  type GridSection,
  type Tool,
} from '../../plan-grid';
import { CategoryEditor } from './category-editor';
import { ImportExport } from './import-export';
import { PlanCanvas } from './plan-canvas';
import { SeatDetails } from './seat-details';
import { SectionSettings } from './section-settings';
import { ToolPicker } from './tool-picker';
import type { Translate } from './texts';

/** A new plan: one section of 10 rows × 12 seats in one category. */
export function starterPlan(t: Translate): SeatPlanDocument {
  return gridToDocument({
    categories: [{ code: 'A', name: { de: t('newCategory', { code: 'A' }) }, color: '#2f6f4f' }],
    sections: [newSection(t('defaultSection'), 10, 12, 'A')],
  });
}

function initialGrid(value: unknown, t: Translate): GridPlan {
  const parsed = seatPlanDocumentSchema.safeParse(value);
  return documentToGrid(parsed.success ? parsed.data : starterPlan(t));
}

/**
 * The seat plan editor: categories, sections as grids of rows × columns, tools to set seats and
 * gaps, paint categories, mark wheelchair places, companions and restricted view, and set
 * priorities; import and export as JSON. Every change hands the plan document to `onChange`.
 */
export function SeatPlanEditor({
  value,
  onChange,
  fileName,
  t,
}: {
  value: unknown;
  onChange: (plan: SeatPlanDocument) => void;
  fileName: string;
  t: Translate;
}) {
  const [grid, setGridState] = useState(() => initialGrid(value, t));
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<[number, number] | null>(null);
  const [tool, setTool] = useState<Tool>({ kind: 'toggle', category: grid.categories[0]?.code ?? 'A' });
  const [confirmCut, setConfirmCut] = useState<{ rows: number; cols: number } | null>(null);
  const gridRef = useRef(grid);

  const setGrid = (next: GridPlan) => {
    gridRef.current = next;
    setGridState(next);
    onChange(gridToDocument(next));
  };
  const current = grid.sections[Math.min(index, grid.sections.length - 1)];
  const i = grid.sections.indexOf(current);
  const setSection = (next: GridSection) =>
    setGrid({ ...gridRef.current, sections: gridRef.current.sections.map((s, j) => (j === i ? next : s)) });
  const used = new Set(
    grid.sections.flatMap((s) => s.rows.flatMap((r) => r.cells.flatMap((c) => (c ? [c.category] : [])))),
  );

  const resize = (rows: number, cols: number, confirmed = false) => {
    const next = resizeSection(current, rows, cols, tool.kind === 'category' ? tool.category : grid.categories[0].code);
    const lost =
      gridSeatCount({ categories: [], sections: [current] }) -
      gridSeatCount({
        categories: [],
        sections: [
          { ...current, rows: current.rows.slice(0, rows).map((r) => ({ ...r, cells: r.cells.slice(0, cols) })) },
        ],
      });
    if (lost > 0 && !confirmed) return setConfirmCut({ rows, cols });
    setConfirmCut(null);
    setSelected(null);
    setSection(next);
  };
  const addSection = () => {
    const names = new Set(grid.sections.map((s) => s.name));
    let n = grid.sections.length + 1;
    while (names.has(t('sectionN', { n }))) n++;
    setGrid({
      ...grid,
      sections: [...grid.sections, newSection(t('sectionN', { n }), 3, 10, grid.categories[0].code)],
    });
    setIndex(grid.sections.length);
    setSelected(null);
  };
  const moveSection = (by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= grid.sections.length) return;
    const sections = [...grid.sections];
    [sections[i], sections[j]] = [sections[j], sections[i]];
    setGrid({ ...grid, sections });
    setIndex(j);
  };
  const categoriesChanged = (categories: GridPlan['categories'], rename?: [string, string]) => {
    const [from, to] = rename ?? [];
    const sections =
      rename && from !== to
        ? grid.sections.map((s) => ({
            ...s,
            rows: s.rows.map((r) => ({
              ...r,
              cells: r.cells.map((c) => (c && c.category === from ? { ...c, category: to! } : c)),
            })),
          }))
        : grid.sections;
    setGrid({ categories, sections });
    if ((tool.kind === 'category' || tool.kind === 'toggle') && !categories.some((c) => c.code === tool.category))
      setTool({ ...tool, category: categories[0].code });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: '100%', minWidth: 0 }} data-testid="seat-plan-editor">
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography aria-live="polite" sx={{ fontWeight: 600 }} data-testid="seat-count">
          {t('seatCount', { n: gridSeatCount(grid) })}
        </Typography>
        <ImportExport
          document={() => gridToDocument(grid)}
          fileName={fileName}
          onImport={(plan) => {
            setGrid(documentToGrid(plan));
            setIndex(0);
            setSelected(null);
            setTool({ kind: 'toggle', category: plan.categories[0].code });
          }}
          t={t}
        />
      </Stack>
      <CategoryEditor categories={grid.categories} used={used} onChange={categoriesChanged} t={t} />
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}>
        <legend>{t('sections')}</legend>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Tabs
            value={i}
            onChange={(_, v: number) => {
              setIndex(v);
              setSelected(null);
            }}
            variant="scrollable"
            aria-label={t('sections')}
            sx={{ maxWidth: '100%' }}
          >
            {grid.sections.map((s, j) => (
              <Tab key={j} value={j} label={s.name || '—'} />
            ))}
          </Tabs>
          <Button startIcon={<AddIcon />} onClick={addSection} disabled={grid.sections.length >= 20}>
            {t('addSection')}
          </Button>
          <Button startIcon={<ArrowBackIcon />} onClick={() => moveSection(-1)} disabled={i === 0}>
            {t('moveEarlier')}
          </Button>
          <Button
            endIcon={<ArrowForwardIcon />}
            onClick={() => moveSection(1)}
            disabled={i === grid.sections.length - 1}
          >
            {t('moveLater')}
          </Button>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <SectionSettings
            section={current}
            onChange={setSection}
            onResize={(rows, cols) => resize(rows, cols)}
            onRemove={() => {
              setGrid({ ...grid, sections: grid.sections.filter((_, j) => j !== i) });
              setIndex(Math.max(0, i - 1));
              setSelected(null);
            }}
            canRemove={grid.sections.length > 1}
            t={t}
          />
          {confirmCut ? (
            <Alert
              severity="warning"
              sx={{ mt: 1 }}
              action={
                <Stack direction="row">
                  <Button color="inherit" onClick={() => resize(confirmCut.rows, confirmCut.cols, true)}>
                    {t('cutConfirm')}
                  </Button>
                  <Button color="inherit" onClick={() => setConfirmCut(null)}>
                    {t('cancel')}
                  </Button>
                </Stack>
              }
            >
              {t('cutWarning')}
            </Alert>
          ) : null}
        </Box>
      </Box>
      <Stack spacing={1}>
        <ToolPicker tool={tool} categories={grid.categories} onChange={setTool} t={t} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('gridHint')}
          </Typography>
          <Button size="small" onClick={() => setSection(resetPriorities(current))}>
            {t('resetPriorities')}
          </Button>
        </Stack>
      </Stack>
      <PlanCanvas
        section={current}
        categories={grid.categories}
        tool={tool}
        selected={selected}
        onSelect={setSelected}
        onChange={setSection}
        t={t}
      />
      <SeatDetails section={current} at={selected} categories={grid.categories} onChange={setSection} t={t} />
    </Stack>
  );
}
