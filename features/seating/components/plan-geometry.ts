import type { MapSeat, SeatMap } from '../types';

/** SVG units per grid cell: the seat box is 8 of them, with a unit of air on each side. */
export const CELL = 10;
/** Cells above the first row: the stage, then a section's name. */
const TOP = 3.4;
/** Cells left and right of the seats for the row labels. */
const SIDE = 1.6;

export type RowEnds = { key: string; section: string; row: string; y: number; left: number; right: number };
export type SectionBox = { name: string; x: number; y: number; width: number };

/** What the plan draws besides the seats: its frame, the rows' ends (labels) and each block's place. */
export function planGeometry(map: Pick<SeatMap, 'seats'>) {
  const xs = map.seats.map((s) => s.x);
  const ys = map.seats.map((s) => s.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const maxY = Math.max(...ys);
  const rows = new Map<string, RowEnds>();
  const sections = new Map<string, { minX: number; maxX: number; minY: number }>();
  for (const seat of map.seats) {
    const key = `${seat.section}|${seat.row}|${seat.y}`;
    const row = rows.get(key);
    if (!row) rows.set(key, { key, section: seat.section, row: seat.row, y: seat.y, left: seat.x, right: seat.x });
    else {
      row.left = Math.min(row.left, seat.x);
      row.right = Math.max(row.right, seat.x);
    }
    const box = sections.get(seat.section);
    if (!box) sections.set(seat.section, { minX: seat.x, maxX: seat.x, minY: seat.y });
    else {
      box.minX = Math.min(box.minX, seat.x);
      box.maxX = Math.max(box.maxX, seat.x);
      box.minY = Math.min(box.minY, seat.y);
    }
  }
  const left = (minX - SIDE) * CELL;
  const width = (maxX - minX + 1 + 2 * SIDE) * CELL;
  return {
    viewBox: `${left} ${-TOP * CELL} ${width} ${(maxY + 1 + TOP + 0.3) * CELL}`,
    stage: { x: (minX + 1) * CELL, width: (maxX - minX - 1) * CELL, y: -TOP * CELL + 2 },
    /** Seats across the widest row: the width the plan needs for 24 px seats. */
    columns: maxX - minX + 1 + 2 * SIDE,
    rows: [...rows.values()],
    sections: [...sections].map(([name, b]): SectionBox => ({
      name,
      x: b.minX * CELL,
      y: b.minY * CELL,
      width: (b.maxX - b.minX + 1) * CELL,
    })),
  };
}

/** The seat that takes the plan's one tab stop: the first free one, else the first. */
export const firstStop = (seats: MapSeat[]) => (seats.find((s) => s.status === 'free') ?? seats[0])?.id;
