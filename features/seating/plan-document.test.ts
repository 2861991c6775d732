import { describe, expect, it } from 'vitest';
import { planSeats, seatPlanDocumentSchema } from './plan-document';

const row = (label: string, cols: number[], category = 'A') => ({
  label,
  seats: cols.map((col, i) => ({ col, number: String(i + 1), category })),
});

describe('seat plan document', () => {
  it('refuses unknown categories, doubled seats and doubled rows with a message', () => {
    const base = { categories: [{ code: 'A' }], sections: [{ name: 'Parkett', rows: [row('1', [0, 1])] }] };
    expect(seatPlanDocumentSchema.safeParse(base).success).toBe(true);
    const unknown = seatPlanDocumentSchema.safeParse({
      ...base,
      sections: [{ name: 'Parkett', rows: [row('1', [0, 1], 'Z')] }],
    });
    expect(unknown.error?.issues[0].message).toMatch(/unknown category "Z"/);
    const doubled = seatPlanDocumentSchema.safeParse({
      ...base,
      sections: [
        {
          name: 'Parkett',
          rows: [
            {
              label: '1',
              seats: [
                { col: 0, number: '1', category: 'A' },
                { col: 0, number: '2', category: 'A' },
              ],
            },
          ],
        },
      ],
    });
    expect(doubled.error?.issues[0].message).toMatch(/two seats in one column/);
    const rows = seatPlanDocumentSchema.safeParse({
      ...base,
      sections: [{ name: 'Parkett', rows: [row('1', [0]), row('1', [0])] }],
    });
    expect(rows.error?.issues[0].message).toMatch(/row label appears twice/);
  });

  it('places sections below each other and numbers rows front to back', () => {
    const plan = seatPlanDocumentSchema.parse({
      categories: [{ code: 'A' }, { code: 'C' }],
      sections: [
        { name: 'Parkett', rows: [row('1', [0, 1, 2]), row('2', [0, 1, 2])] },
        { name: 'Empore', rows: [row('1', [0, 1], 'C')] },
      ],
    });
    const seats = planSeats(plan);
    expect(seats.map((s) => [s.key, s.rowIndex, s.x, s.y])).toEqual([
      ['Parkett|1|1', 0, 0, 0],
      ['Parkett|1|2', 0, 1, 0],
      ['Parkett|1|3', 0, 2, 0],
      ['Parkett|2|1', 1, 0, 1],
      ['Parkett|2|2', 1, 1, 1],
      ['Parkett|2|3', 1, 2, 1],
      ['Empore|1|1', 2, 0, 3],
      ['Empore|1|2', 2, 1, 3],
    ]);
  });

  it('gives front rows and the centre the best (lowest) default priority, and keeps explicit priorities', () => {
    const plan = seatPlanDocumentSchema.parse({
      categories: [{ code: 'A' }],
      sections: [
        {
          name: 'Parkett',
          rows: [
            row('1', [0, 1, 2, 3, 4]),
            {
              label: '2',
              seats: [
                { col: 0, number: '1', category: 'A', priority: 0 },
                { col: 2, number: '2', category: 'A' },
              ],
            },
          ],
        },
      ],
    });
    const byKey = Object.fromEntries(planSeats(plan).map((s) => [s.key, s.priority]));
    expect(byKey['Parkett|1|3']).toBeLessThan(byKey['Parkett|1|2']);
    expect(byKey['Parkett|1|2']).toBe(byKey['Parkett|1|4']);
    // Any seat of row 1 comes before the centre of row 2 …
    expect(byKey['Parkett|1|1']).toBeLessThan(byKey['Parkett|2|2']);
    // … unless staff say otherwise.
    expect(byKey['Parkett|2|1']).toBe(0);
  });
});
