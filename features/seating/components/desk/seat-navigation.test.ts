import { describe, expect, it } from 'vitest';
import type { DeskSeat } from '../../types';
import { KEY_MOVES, moveFrom } from '../seat-navigation';
import { seatRange } from './seat-navigation';

/** The desk moves by the shop's keyboard rule. */
const neighbour = (all: DeskSeat[], from: DeskSeat, key: string) =>
  KEY_MOVES[key] ? moveFrom(all, from, KEY_MOVES[key]) : null;

const seat = (id: number, x: number, y: number): DeskSeat => ({
  id,
  section: 'Parkett',
  row: String(y + 1),
  number: String(x + 1),
  seat_group: 'A',
  status: 'free',
  x,
  y,
  wheelchair: false,
  companion: false,
  restricted: false,
  blocked_reason: null,
  blocked_by: null,
  holder: null,
});

// Two rows with an aisle at x = 2; the back row is shifted one column to the right.
const seats = [seat(1, 0, 0), seat(2, 1, 0), seat(3, 3, 0), seat(4, 1, 1), seat(5, 2, 1), seat(6, 4, 1)];

describe('moving between seats by keyboard', () => {
  it('crosses the aisle along a row and stops at its ends', () => {
    expect(neighbour(seats, seats[1], 'ArrowRight')?.id).toBe(3);
    expect(neighbour(seats, seats[2], 'ArrowRight')).toBeNull();
    expect(neighbour(seats, seats[2], 'ArrowLeft')?.id).toBe(2);
    expect(neighbour(seats, seats[2], 'Home')?.id).toBe(1);
    expect(neighbour(seats, seats[0], 'End')?.id).toBe(3);
  });

  it('goes to the nearest seat of the row behind or in front', () => {
    expect(neighbour(seats, seats[2], 'ArrowDown')?.id).toBe(5);
    expect(neighbour(seats, seats[5], 'ArrowUp')?.id).toBe(3);
    expect(neighbour(seats, seats[0], 'ArrowUp')).toBeNull();
    expect(neighbour(seats, seats[0], 'a')).toBeNull();
  });

  it('selects a range in plan order, either way round', () => {
    expect(seatRange(seats, 2, 5)).toEqual([2, 3, 4, 5]);
    expect(seatRange(seats, 5, 2)).toEqual([2, 3, 4, 5]);
    expect(seatRange(seats, 99, 4)).toEqual([4]);
  });
});
