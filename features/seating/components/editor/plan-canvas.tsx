'use client';

import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import AccessibleIcon from '@mui/icons-material/Accessible';
import { paint, seatNumbers, strokeBrush, type Brush, type GridSection, type Tool } from '../../plan-grid';
import type { SeatPlanDocument } from '../../plan-document';
import type { Translate } from './texts';

type Props = {
  section: GridSection;
  categories: SeatPlanDocument['categories'];
  tool: Tool;
  selected: [number, number] | null;
  onSelect: (cell: [number, number]) => void;
  onChange: (section: GridSection) => void;
  t: Translate;
};

const CELL = 28;

/**
 * One section as a grid of buttons, one per cell (seat or gap). Click or drag paints with the tool;
 * the arrow keys move between cells (one tab stop for the whole grid), Enter or Space paints the
 * focused cell. Every cell says what it is: row, seat number, category and marks, or "gap".
 */
export function PlanCanvas({ section, categories, tool, selected, onSelect, onChange, t }: Props) {
  const [focus, setFocus] = useState<[number, number]>(selected ?? [0, 0]);
  const stroke = useRef<Brush | null>(null);
  const latest = useRef(section);
  useLayoutEffect(() => {
    latest.current = section;
  }, [section]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef(false);
  const colour = new Map(categories.map((c) => [c.code, c.color]));
  const cols = Math.max(0, ...section.rows.map((r) => r.cells.length));
  const [fr, fc] = [Math.min(focus[0], section.rows.length - 1), Math.min(focus[1], cols - 1)];

  useEffect(() => {
    const end = () => (stroke.current = null);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, []);

  useEffect(() => {
    if (moved.current) buttons.current.get(`${fr}:${fc}`)?.focus();
    moved.current = false;
  }, [fr, fc]);

  const apply = (r: number, c: number, brush: Brush) => {
    const current = latest.current;
    const cell = current.rows[r]?.cells[c];
    if (cell === undefined) return;
    const next = paint(cell, brush);
    if (next === cell) return;
    const changed = {
      ...current,
      rows: current.rows.map((row, i) =>
        i === r ? { ...row, cells: row.cells.map((x, j) => (j === c ? next : x)) } : row,
      ),
    };
    // the next cell of a fast stroke may come before the re-render
    latest.current = changed;
    onChange(changed);
  };

  const start = (r: number, c: number) => {
    setFocus([r, c]);
    onSelect([r, c]);
    const brush = strokeBrush(tool, latest.current.rows[r].cells[c]);
    if (brush) apply(r, c, brush);
    return brush;
  };

  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [fr - 1, fc],
      ArrowDown: [fr + 1, fc],
      ArrowLeft: [fr, fc - 1],
      ArrowRight: [fr, fc + 1],
      Home: [fr, 0],
      End: [fr, cols - 1],
    };
    const to = moves[e.key];
    if (!to) return;
    e.preventDefault();
    const next: [number, number] = [
      Math.max(0, Math.min(section.rows.length - 1, to[0])),
      Math.max(0, Math.min(cols - 1, to[1])),
    ];
    moved.current = true;
    setFocus(next);
    onSelect(next);
  };

  return (
    // width 0 / min-width 100%: a wide grid scrolls inside the form instead of widening the page
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%', pb: 1 }}>
      <Box
        sx={{ textAlign: 'center', color: 'text.secondary', fontSize: 12, borderBottom: 2, mb: 1, minWidth: cols * 30 }}
      >
        {t('front')}
      </Box>
      <div
        role="grid"
        aria-label={t('gridLabel', { section: section.name })}
        aria-rowcount={section.rows.length}
        aria-colcount={cols + 1}
        onKeyDown={onKey}
        style={{ display: 'inline-block', touchAction: 'none', userSelect: 'none' }}
      >
        {section.rows.map((row, r) => {
          const numbers = seatNumbers(section, row);
          return (
            <div role="row" key={r} aria-rowindex={r + 1} style={{ display: 'flex', gap: 2, marginBottom: 2 }}>
              <div
                role="rowheader"
                style={{ width: 36, fontSize: 12, lineHeight: `${CELL}px`, textAlign: 'right', paddingRight: 6 }}
              >
                {row.label}
              </div>
              {row.cells.map((cell, c) => {
                const here = r === fr && c === fc;
                const marks = cell
                  ? [
                      cell.wheelchair && t('wheelchair'),
                      cell.companion && t('companion'),
                      cell.restricted && t('restricted'),
                    ]
                      .filter(Boolean)
                      .join(', ')
                  : '';
                const label = cell
                  ? t('cellSeat', { row: row.label, number: numbers[c] ?? '', category: cell.category }) +
                    (marks ? `, ${marks}` : '') +
                    (cell.priority !== undefined ? `, ${t('priority')} ${cell.priority}` : '')
                  : t('cellGap', { row: row.label, column: c + 1 });
                const isSelected = selected?.[0] === r && selected?.[1] === c;
                return (
                  <div role="gridcell" key={c} aria-colindex={c + 2} aria-selected={isSelected}>
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) buttons.current.set(`${r}:${c}`, el);
                        else buttons.current.delete(`${r}:${c}`);
                      }}
                      tabIndex={here ? 0 : -1}
                      aria-label={label}
                      title={label}
                      data-seat={cell ? 'seat' : 'gap'}
                      onPointerDown={(e) => {
                        if (e.button > 0) return; // left button, touch or pen only
                        e.preventDefault();
                        (e.currentTarget as HTMLButtonElement).focus();
                        stroke.current = start(r, c);
                        // touch keeps the pointer on the first cell: let the move find the others
                        (e.currentTarget as HTMLElement).releasePointerCapture?.(e.pointerId);
                      }}
                      onFocus={() => {
                        if (!here) setFocus([r, c]);
                      }}
                      onPointerEnter={() => {
                        if (stroke.current) apply(r, c, stroke.current);
                      }}
                      onClick={(e) => {
                        // pointer strokes painted already; this is Enter or Space on the keyboard
                        if (e.detail === 0) start(r, c);
                      }}
                      style={{
                        width: CELL,
                        height: CELL,
                        padding: 0,
                        fontSize: 10,
                        lineHeight: 1,
                        cursor: 'pointer',
                        borderRadius: cell ? '6px 6px 3px 3px' : 3,
                        border: cell ? '1px solid rgba(0,0,0,.35)' : '1px dashed #aaa',
                        outline: isSelected ? '3px solid #5b3a1e' : undefined,
                        outlineOffset: 1,
                        background: cell
                          ? cell.restricted
                            ? `repeating-linear-gradient(45deg, ${colour.get(cell.category) ?? '#777'} 0 5px, #fff8 5px 7px)`
                            : (colour.get(cell.category) ?? '#777')
                          : 'transparent',
                        color: cell ? '#fff' : '#999',
                        textShadow: cell ? '0 0 2px #000' : undefined,
                      }}
                    >
                      {cell ? (
                        cell.wheelchair ? (
                          <AccessibleIcon sx={{ fontSize: 18, verticalAlign: 'middle' }} aria-hidden />
                        ) : cell.companion ? (
                          `+${numbers[c]}`
                        ) : tool.kind === 'priority' && cell.priority !== undefined ? (
                          cell.priority
                        ) : (
                          numbers[c]
                        )
                      ) : (
                        ''
                      )}
                    </button>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </Box>
  );
}
