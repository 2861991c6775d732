/** A seat's place on the plan, in grid cells: what the arrow keys move by. */
export type SeatSpot = { id: number; x: number; y: number };

export type Move = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

export const KEY_MOVES: Record<string, Move> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

/**
 * The seat a key moves to from `from`, or null at the edge. Left and right go to the next seat of the
 * row, across an aisle; Home and End to the row's ends; up and down to the nearest row above or below
 * that has seats, to its seat nearest in x (the left one of two equally near). Every seat counts,
 * taken ones too: a screen reader then hears the whole row, "belegt" included.
 */
export function moveFrom<T extends SeatSpot>(seats: readonly T[], from: T, move: Move): T | null {
  if (move === 'up' || move === 'down') {
    const ys = seats.map((s) => s.y).filter((y) => (move === 'up' ? y < from.y : y > from.y));
    if (!ys.length) return null;
    const y = move === 'up' ? Math.max(...ys) : Math.min(...ys);
    return seats
      .filter((s) => s.y === y)
      .reduce((best, s) => {
        const d = Math.abs(s.x - from.x) - Math.abs(best.x - from.x);
        return d < 0 || (d === 0 && s.x < best.x) ? s : best;
      });
  }
  const row = seats.filter((s) => s.y === from.y).sort((a, b) => a.x - b.x);
  const at = row.findIndex((s) => s.id === from.id);
  switch (move) {
    case 'home':
      return row[0] ?? null;
    case 'end':
      return row[row.length - 1] ?? null;
    case 'left':
      return at > 0 ? row[at - 1] : null;
    default:
      return at >= 0 && at < row.length - 1 ? row[at + 1] : null;
  }
}
