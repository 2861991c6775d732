import type { DeskSeat } from '../../types';

/**
 * The seat an arrow key leads to: left and right along the row (across an aisle), up and down to the
 * nearest seat of the row in front or behind, Home and End to the ends of the row.
 */
export function neighbour(seats: readonly DeskSeat[], from: DeskSeat, key: string): DeskSeat | null {
  const sameRow = seats.filter((s) => s.y === from.y).sort((a, b) => a.x - b.x);
  if (key === 'ArrowLeft') return [...sameRow].reverse().find((s) => s.x < from.x) ?? null;
  if (key === 'ArrowRight') return sameRow.find((s) => s.x > from.x) ?? null;
  if (key === 'Home') return sameRow[0] ?? null;
  if (key === 'End') return sameRow[sameRow.length - 1] ?? null;
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return null;
  const ys = [...new Set(seats.map((s) => s.y))].sort((a, b) => a - b);
  const y = key === 'ArrowUp' ? [...ys].reverse().find((v) => v < from.y) : ys.find((v) => v > from.y);
  if (y === undefined) return null;
  return seats
    .filter((s) => s.y === y)
    .reduce<DeskSeat | null>(
      (best, s) => (!best || Math.abs(s.x - from.x) < Math.abs(best.x - from.x) ? s : best),
      null,
    );
}

/** The seats from one to another in plan order (rows front to back, left to right), both included. */
export function seatRange(seats: readonly DeskSeat[], a: number, b: number): number[] {
  const order = [...seats].sort((p, q) => p.y - q.y || p.x - q.x);
  const i = order.findIndex((s) => s.id === a);
  const j = order.findIndex((s) => s.id === b);
  if (i < 0 || j < 0) return [b];
  return order.slice(Math.min(i, j), Math.max(i, j) + 1).map((s) => s.id);
}
