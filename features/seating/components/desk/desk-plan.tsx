'use client';

import { useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { DeskSeat, SeatDeskMap } from '../../types';
import { SeatShape } from './seat-shape';
import { KEY_MOVES, moveFrom } from '../seat-navigation';
import type { SeatDeskTranslator } from './translator';
import styles from './seat-desk.module.css';

/** One grid cell of the plan in SVG units; the stage and the row labels take the margins. */
const CELL = 30;
const LEFT = 1.6;
const TOP = 2.4;

/**
 * The plan as SVG: every seat a checkbox with its full name, one tab stop for the whole plan (the
 * arrow keys move between seats, Space or Enter selects, Shift selects every seat up to there).
 * In a move, seats the ticket cannot go to are dimmed.
 */
export function DeskPlan({
  map,
  t,
  selected,
  focused,
  eligible,
  onFocus,
  onPick,
}: {
  map: SeatDeskMap;
  t: SeatDeskTranslator;
  selected: ReadonlySet<number>;
  focused: number | null;
  /** In a move: the seats the ticket may go to; null otherwise. */
  eligible: ReadonlySet<number> | null;
  onFocus: (id: number) => void;
  onPick: (id: number, range: boolean) => void;
}) {
  const refs = useRef(new Map<number, SVGGElement>());
  const categories = useMemo(() => new Map(map.seat_groups.map((g) => [g.seat_group, g])), [map.seat_groups]);
  const rows = useMemo(() => rowLabels(map.seats), [map.seats]);
  const sections = useMemo(() => sectionLabels(map.seats), [map.seats]);
  const tabStop = focused ?? map.seats[0]?.id;
  const width = (map.width + LEFT + 0.6) * CELL;
  const height = (map.height + TOP + 0.4) * CELL;

  const keyDown = (seat: DeskSeat, event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onPick(seat.id, event.shiftKey);
      return;
    }
    const move = KEY_MOVES[event.key];
    const next = move ? moveFrom(map.seats, seat, move) : null;
    if (!next) return;
    event.preventDefault();
    onFocus(next.id);
    refs.current.get(next.id)?.focus();
    if (event.shiftKey) onPick(next.id, true);
  };
  const click = (seat: DeskSeat, event: MouseEvent) => {
    onFocus(seat.id);
    onPick(seat.id, event.shiftKey);
  };

  return (
    <svg
      className={styles.plan}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="group"
      aria-label={t('planLabel', { plan: map.plan_name })}
    >
      <defs>
        <pattern id="desk-held" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="#ffe3ad" />
          <line x1="0" y1="0" x2="0" y2="6" stroke="#9a5b00" strokeWidth="3" />
        </pattern>
      </defs>
      <rect x={LEFT * CELL} y={4} width={map.width * CELL} height={CELL * 0.8} rx={6} className={styles.stage} />
      <text x={(LEFT + map.width / 2) * CELL} y={CELL * 0.62} textAnchor="middle" className={styles.stageText}>
        {t('stage')}
      </text>
      {sections.map((s) => (
        <text key={s.name} x={(s.x + LEFT) * CELL} y={(s.y + TOP) * CELL - 8} className={styles.sectionLabel}>
          {s.name}
        </text>
      ))}
      {rows.map((r) => (
        <text
          key={r.key}
          x={(r.x + LEFT) * CELL - 8}
          y={(r.y + TOP + 0.5) * CELL + 4}
          textAnchor="end"
          className={styles.rowLabel}
        >
          {r.label}
        </text>
      ))}
      {map.seats.map((seat) => {
        const group = categories.get(seat.seat_group);
        const dimmed = eligible !== null && !eligible.has(seat.id);
        return (
          <g
            key={seat.id}
            ref={(node) => {
              if (node) refs.current.set(seat.id, node);
              else refs.current.delete(seat.id);
            }}
            transform={`translate(${(seat.x + LEFT + 0.5) * CELL} ${(seat.y + TOP + 0.5) * CELL})`}
            role="checkbox"
            aria-checked={selected.has(seat.id)}
            aria-label={t('seatName', {
              row: seat.row,
              number: seat.number,
              section: seat.section,
              category: group?.category ?? seat.seat_group,
              status: t(seat.status),
            })}
            tabIndex={seat.id === tabStop ? 0 : -1}
            data-status={seat.status}
            data-seat={`${seat.row}/${seat.number}`}
            className={dimmed ? styles.dimmed : styles.seat}
            onClick={(e) => click(seat, e)}
            onKeyDown={(e) => keyDown(seat, e)}
            onFocus={() => onFocus(seat.id)}
          >
            <SeatShape
              seat={seat}
              color={group?.color ?? '#2f6f4f'}
              selected={selected.has(seat.id)}
              focused={seat.id === focused}
            />
          </g>
        );
      })}
    </svg>
  );
}

/** Each row's label left of its first seat. */
function rowLabels(seats: DeskSeat[]) {
  const out = new Map<string, { key: string; label: string; x: number; y: number }>();
  for (const s of seats) {
    const key = `${s.section}|${s.row}`;
    const found = out.get(key);
    if (!found || s.x < found.x) out.set(key, { key, label: s.row, x: s.x, y: s.y });
  }
  return [...out.values()];
}

/** Each section's name above its first row. */
function sectionLabels(seats: DeskSeat[]) {
  const out = new Map<string, { name: string; x: number; y: number }>();
  for (const s of seats) {
    const found = out.get(s.section);
    if (!found) out.set(s.section, { name: s.section, x: s.x, y: s.y });
    else out.set(s.section, { name: s.section, x: Math.min(found.x, s.x), y: Math.min(found.y, s.y) });
  }
  return [...out.values()];
}
