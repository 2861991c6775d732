import { describe, expect, it } from 'vitest';
import { cartErrorMessageKey, centsToPrice, formatPrice, isFreePrice, parsePriceToCents } from '@/features/box-office';
import { addTicket, cartCalls, offeredGroups, removeTicket, splitPrices, totalAmount } from './selection';
import { firstSlots } from './store';
import type { SeatGroup } from '@/features/box-office/types';

const price = (id: number, name: string, value: string, seat = '101') => ({
  id,
  price: value,
  sale_type_id: id,
  seat_group: seat,
  text: name,
  name,
  has_discounts: false,
});
const group = (over: Partial<SeatGroup>): SeatGroup => ({
  id: 1,
  seat_group: '101',
  status: '1',
  text: 'Freie Platzwahl',
  prices: [],
  timeslots: [],
  ...over,
});
const slot = (id: number, status: string, hour: number) => ({
  id,
  status,
  block_id: 900 + id,
  time_start: `2030-06-01T${String(hour).padStart(2, '0')}:00:00Z`,
  time_end: `2030-06-01T${String(hour + 1).padStart(2, '0')}:00:00Z`,
});

describe('ticket selection (docs/requirements.md §4)', () => {
  const a = { id: 1, seat_group: '101', sale_type_id: 1 };
  const b = { id: 2, seat_group: '101', sale_type_id: 2 };
  it('adding raises the amount of the same seat group and sale type, else adds one with amount 1', () => {
    let s = addTicket([], a);
    s = addTicket(s, a);
    s = addTicket(s, b);
    expect(s).toEqual([
      { ticket: a, amount: 2 },
      { ticket: b, amount: 1 },
    ]);
    expect(addTicket(s, { ...a, seat_group: '102' })).toHaveLength(3);
  });
  it('removing lowers the amount and deletes the entry at 1', () => {
    const s = [
      { ticket: a, amount: 2 },
      { ticket: b, amount: 1 },
    ];
    expect(removeTicket(s, a)).toEqual([
      { ticket: a, amount: 1 },
      { ticket: b, amount: 1 },
    ]);
    expect(removeTicket(s, b)).toEqual([{ ticket: a, amount: 2 }]);
    expect(removeTicket([], a)).toEqual([]);
    expect(totalAmount(s)).toBe(3);
  });
});

describe('offer rules (docs/requirements.md §2 and §5)', () => {
  it('offers only seat groups and timeslots whose status is not 0, and preselects the first available timeslot', () => {
    const groups = [
      group({ id: 1, status: '0' }),
      group({ id: 2, seat_group: '102', timeslots: [slot(1, '0', 9), slot(2, '1', 10), slot(3, '1', 11)] }),
      group({ id: 3, seat_group: '103', timeslots: [slot(4, '0', 9)] }),
    ];
    expect(offeredGroups(groups).map((g) => g.id)).toEqual([2]);
    expect(firstSlots(groups)).toEqual({ '102': 902 });
  });
  it("shows a seat group's Vollpreis as main and a timed group's first price", () => {
    const g = group({
      prices: [price(1, 'Ermäßigt', '8.50'), price(2, 'Vollpreis', '12.00'), price(3, 'Kind', '5.00')],
    });
    expect(splitPrices(g).main?.name).toBe('Vollpreis');
    expect(splitPrices(g).discounts.map((p) => p.name)).toEqual(['Ermäßigt', 'Kind']);
    const timed = group({ prices: g.prices, timeslots: [slot(1, '1', 9)] });
    expect(splitPrices(timed).main?.name).toBe('Ermäßigt');
  });
  it('makes one cart call per seat group with the chosen timeslot', () => {
    const groups = [group({}), group({ id: 2, seat_group: '102', timeslots: [slot(2, '1', 10)] })];
    const selected = [
      { ticket: { id: 5, seat_group: '102', sale_type_id: 5 }, amount: 2 },
      { ticket: { id: 1, seat_group: '101', sale_type_id: 1 }, amount: 1 },
      { ticket: { id: 2, seat_group: '101', sale_type_id: 2 }, amount: 3 },
    ];
    expect(cartCalls(selected, groups, 77, { '102': 902 })).toEqual([
      { quantities: [1, 3], event_jet_id: 77, sale_type_ids: [1, 2], seat_group: '101' },
      { quantities: [2], event_jet_id: 77, sale_type_ids: [5], seat_group: '102', block_id: 902 },
    ]);
  });
});

describe('prices (docs/requirements.md §9)', () => {
  it('parses decimal strings to cents and back without float rounding', () => {
    expect(parsePriceToCents('12.00')).toBe(1200);
    expect(parsePriceToCents('8,5')).toBe(850);
    expect(parsePriceToCents('0.10') + parsePriceToCents('0.20')).toBe(30);
    expect(centsToPrice(3550)).toBe('35.50');
    expect(() => parsePriceToCents('12 Euro')).toThrow(/Not a price/);
    expect(isFreePrice('0.00')).toBe(true);
  });
  it('drops .00 and uses the decimal comma in German', () => {
    expect(formatPrice('12.00', 'de').replace(/\s/g, ' ')).toBe('12 €');
    expect(formatPrice('8.50', 'de').replace(/\s/g, ' ')).toBe('8,50 €');
    expect(formatPrice('8.50', 'en')).toBe('€8.50');
  });
});

describe('cart error codes (docs/requirements.md §8)', () => {
  it('maps codes to their sentences, other numbers to Error {code}, and no code to the generic failure', () => {
    expect(cartErrorMessageKey(-214)).toBe('notEnoughSeats');
    expect(cartErrorMessageKey(-204)).toBe('noReservation');
    expect(cartErrorMessageKey(-230)).toBe('shopOffline');
    expect(cartErrorMessageKey(-250)).toBe('busy');
    expect(cartErrorMessageKey(-253)).toBe('waitingRoom');
    expect(cartErrorMessageKey(-999)).toBe('errorCode');
    expect(cartErrorMessageKey(undefined)).toBe('failed');
  });
});
