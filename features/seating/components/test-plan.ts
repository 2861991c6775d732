import type { MapSeat, SeatMap } from '../types';

/**
 * A small house for the plan's tests: stalls of two rows (A in front, B behind) of three seats, an
 * aisle, three seats; a wheelchair place with its companion at the end of row 2; one seat sold, one
 * held, one blocked.
 */
export function testMap(): SeatMap {
  const seats: MapSeat[] = [];
  let id = 1;
  for (const [y, row] of [
    [0, '1'],
    [1, '2'],
  ] as const) {
    let number = 1;
    for (const x of [0, 1, 2, 4, 5, 6]) {
      seats.push({
        id: id++,
        section: 'Parkett',
        row,
        number: String(number++),
        seat_group: y === 0 ? 'A' : 'B',
        status: 'free',
        x,
        y,
        wheelchair: y === 1 && x === 6,
        companion: y === 1 && x === 5,
        restricted: false,
      });
    }
  }
  seats[1].status = 'sold'; // row 1, seat 2
  seats[4].status = 'held'; // row 1, seat 5
  seats[7].status = 'blocked'; // row 2, seat 2
  return {
    event_jet_id: 4711,
    plan_name: 'Zehntscheune',
    width: 7,
    height: 2,
    sections: [{ block_id: 1, name: 'Parkett' }],
    seat_groups: [
      {
        seat_group: 'A',
        text: 'Kategorie A',
        category: 'Kategorie A',
        color: '#7a2e2e',
        price: '24.00',
        price_from: '24.00',
      },
      {
        seat_group: 'B',
        text: 'Kategorie B',
        category: 'Kategorie B',
        color: '#2f5d7a',
        price: '18.50',
        price_from: '18.50',
      },
    ],
    seats,
  };
}
