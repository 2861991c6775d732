import type { CSSProperties } from 'react';
import type { Locale } from '@/i18n/config';
import type { SeatMap } from '../types';
import { CELL, firstStop, planGeometry } from './plan-geometry';
import { SeatDefs, SeatShape } from './seat-glyphs';
import { seatLabel, type SeatLabelTexts } from './seat-texts';
import styles from './seat-plan.module.css';
// The picker's styles come with the plan: the shop loads the picker as a chunk of its own, and a
// stylesheet only such a chunk brings is written as <link rel="stylesheet" as="style">, invalid HTML.
import './seat-picker.module.css';

export type SeatPlanProps = {
  map: SeatMap;
  locale: Locale;
  texts: SeatLabelTexts;
  /** The plan's accessible name, e.g. 'Saalplan Zehntscheune – Theater'. */
  label: string;
  stage: string;
};

/**
 * A seated date's plan as SVG, complete in the server's HTML: the stage on top, each block with its
 * name, row labels at both ends of a row, and every seat a checkbox named by row, seat, category,
 * price and state. Its state shows by shape and pattern as well as colour, without JavaScript too;
 * the picker (seat-picker.client.tsx) makes the seats work and keeps their states current.
 * One seat is in the tab order (a roving tab stop): arrows move from there.
 */
export function SeatPlan({ map, locale, texts, label, stage }: SeatPlanProps) {
  const geometry = planGeometry(map);
  const categories = new Map(map.seat_groups.map((g) => [g.seat_group, g]));
  const withSection = map.sections.length > 1;
  const stop = firstStop(map.seats);
  return (
    <svg
      className={styles.plan}
      viewBox={geometry.viewBox}
      role="group"
      aria-label={label}
      data-columns={geometry.columns}
      xmlns="http://www.w3.org/2000/svg"
    >
      <SeatDefs />
      <g aria-hidden="true">
        <rect
          className={styles.stage}
          x={geometry.stage.x}
          y={geometry.stage.y}
          width={geometry.stage.width}
          height={12}
          rx={3}
        />
        <text className={styles.stageText} x={geometry.stage.x + geometry.stage.width / 2} y={geometry.stage.y + 8.2}>
          {stage}
        </text>
        {withSection &&
          geometry.sections.map((s) => (
            <text key={s.name} className={styles.sectionLabel} x={s.x + s.width / 2} y={s.y - 4}>
              {s.name}
            </text>
          ))}
        {geometry.rows.flatMap((r) =>
          [r.left - 1, r.right + 1].map((x, end) => (
            <text key={`${r.key}|${end}`} className={styles.rowLabel} x={x * CELL + CELL / 2} y={r.y * CELL + 6.6}>
              {r.row}
            </text>
          )),
        )}
      </g>
      {map.sections.map((section) => (
        <g key={section.name} role="group" aria-label={section.name}>
          {map.seats
            .filter((seat) => seat.section === section.name)
            .map((seat) => {
              const category = categories.get(seat.seat_group);
              return (
                <g
                  key={seat.id}
                  className={styles.seat}
                  role="checkbox"
                  aria-checked="false"
                  aria-disabled={seat.status === 'free' ? undefined : 'true'}
                  aria-label={seatLabel(texts, seat, category, locale, withSection)}
                  tabIndex={seat.id === stop ? 0 : -1}
                  transform={`translate(${seat.x * CELL} ${seat.y * CELL})`}
                  style={{ '--seat': category?.color ?? '#2f4a3a' } as CSSProperties}
                  data-seat={seat.id}
                  data-x={seat.x}
                  data-y={seat.y}
                  data-status={seat.status}
                  data-group={seat.seat_group}
                  data-row={seat.row}
                  data-number={seat.number}
                >
                  <SeatShape wheelchair={seat.wheelchair} companion={seat.companion} restricted={seat.restricted} />
                </g>
              );
            })}
        </g>
      ))}
    </svg>
  );
}
