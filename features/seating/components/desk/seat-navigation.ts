import type { DeskSeat } from '../../types';

/** The seats from one to another in plan order (rows front to back, left to right), both included. */
export function seatRange(seats: readonly DeskSeat[], a: number, b: number): number[] {
  const order = [...seats].sort((p, q) => p.y - q.y || p.x - q.x);
  const i = order.findIndex((s) => s.id === a);
  const j = order.findIndex((s) => s.id === b);
  if (i < 0 || j < 0) return [b];
  return order.slice(Math.min(i, j), Math.max(i, j) + 1).map((s) => s.id);
}
