import { describe, expect, it } from 'vitest';
import { moveFrom, type SeatSpot } from './seat-navigation';

// Row 0: x 0 1 2 | aisle | 4 5 6; row 1 shorter and shifted: x 1 2 3; row 3 (a gallery after a gap): x 2 3.
const seats: SeatSpot[] = [
  ...[0, 1, 2, 4, 5, 6].map((x) => ({ id: 10 + x, x, y: 0 })),
  ...[1, 2, 3].map((x) => ({ id: 20 + x, x, y: 1 })),
  ...[2, 3].map((x) => ({ id: 40 + x, x, y: 3 })),
];
const at = (id: number) => seats.find((s) => s.id === id)!;
const go = (id: number, move: Parameters<typeof moveFrom>[2]) => moveFrom(seats, at(id), move)?.id ?? null;

describe('moving between seats', () => {
  it('goes left and right along the row, across the aisle, and stops at its ends', () => {
    expect(go(12, 'right')).toBe(14);
    expect(go(14, 'left')).toBe(12);
    expect(go(16, 'right')).toBeNull();
    expect(go(10, 'left')).toBeNull();
  });

  it('goes to the row ends with Home and End', () => {
    expect(go(14, 'home')).toBe(10);
    expect(go(12, 'end')).toBe(16);
  });

  it('goes up and down to the nearest seat of the neighbouring row, over gaps between blocks', () => {
    expect(go(16, 'down')).toBe(23);
    expect(go(10, 'down')).toBe(21);
    expect(go(22, 'up')).toBe(12);
    expect(go(23, 'up')).toBe(12); // x 2 and 4 are equally near: the left one
    expect(go(21, 'down')).toBe(42);
    expect(go(43, 'down')).toBeNull();
    expect(go(14, 'up')).toBeNull();
  });
});
