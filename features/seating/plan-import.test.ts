import { describe, expect, it } from 'vitest';
import { planSeats } from './plan-document';
import { commonStep, importPlan } from './plan-import';

/** A row of pretix seats: 4 left of an aisle two seats wide, 4 right of it, 25 px apart (some jitter). */
function pretixRow(rowNumber: string, y: number, category: string) {
  const xs = [0, 25.4, 50, 75, 150, 175, 199.6, 225];
  return {
    row_number: rowNumber,
    position: { x: 40, y },
    seats: xs.map((x, i) => ({
      seat_guid: `parkett-${rowNumber}-${i + 1}`,
      seat_number: String(i + 1),
      position: { x, y: 0 },
      category: i >= 4 && rowNumber === '3' ? 'Loge' : category,
    })),
  };
}

/** Shaped like a plan exported from pretix's seating plan editor. */
const pretixPlan = {
  name: 'Zehntscheune',
  categories: [
    { name: 'Parkett', color: '#E74C3C' },
    { name: 'Loge', color: '#36c' },
  ],
  size: { width: 400, height: 300 },
  zones: [
    {
      name: 'Parkett',
      position: { x: 0, y: 60 },
      // listed back to front on purpose: rows are ordered by their y position
      rows: [pretixRow('3', 60, 'Parkett'), pretixRow('1', 0, 'Parkett'), pretixRow('2', 30, 'Parkett')],
      areas: [{ width: 300, height: 40, position: { x: 0, y: 0 }, text: 'Bühne' }],
    },
    {
      name: 'Empore',
      position: { x: 0, y: 200 },
      rows: [
        {
          row_number: '1',
          row_label: 'E1',
          position: { x: 40, y: 0 },
          seats: [0, 25, 50].map((x, i) => ({
            seat_guid: `empore-${i}`,
            seat_number: `${i + 1}`,
            position: { x, y: 0 },
            category: 'Empore',
          })),
        },
      ],
    },
  ],
};

describe('plan import', () => {
  it('finds the seat pitch as the most common distance between neighbours', () => {
    expect(commonStep([0, 25, 50, 75, 150, 175])).toBe(25);
    expect(commonStep([5])).toBeNull();
  });

  it('turns pretix zones, rows and seats into sections, rows and grid columns with the aisle as a gap', () => {
    const result = importPlan(pretixPlan);
    if (!result.ok) throw new Error(result.message);
    expect(result.format).toBe('pretix');
    const [parkett, empore] = result.plan.sections;
    expect(parkett.name).toBe('Parkett');
    expect(parkett.rows.map((r) => r.label)).toEqual(['1', '2', '3']);
    expect(parkett.rows[0].seats.map((s) => s.col)).toEqual([0, 1, 2, 3, 6, 7, 8, 9]);
    expect(parkett.rows[0].seats.map((s) => s.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(parkett.rows[2].seats.map((s) => s.category)).toEqual([
      ...Array(4).fill('Parkett'),
      ...Array(4).fill('Loge'),
    ]);
    expect(empore.rows[0].label).toBe('E1');
    expect(empore.y).toBeGreaterThan(parkett.rows.length);
    // categories keep their colours (#36c written out); the one only seats name is added
    expect(result.plan.categories.map((c) => [c.code, c.color])).toEqual([
      ['Parkett', '#e74c3c'],
      ['Loge', '#3366cc'],
      ['Empore', expect.stringMatching(/^#[0-9a-f]{6}$/)],
    ]);
    expect(result.notes.join(' ')).toMatch(/area/);
    expect(result.notes.join(' ')).toMatch(/Empore/);
    // connected seats: the aisle separates 4 from 5 in every row
    const seats = planSeats(result.plan).filter((s) => s.section === 'Parkett' && s.row === '1');
    expect(seats.find((s) => s.number === '5')!.col - seats.find((s) => s.number === '4')!.col).toBe(3);
    expect(planSeats(result.plan)).toHaveLength(27);
  });

  it('reads our own format back unchanged', () => {
    const first = importPlan(pretixPlan);
    if (!first.ok) throw new Error(first.message);
    const again = importPlan(JSON.parse(JSON.stringify(first.plan)));
    expect(again).toMatchObject({ ok: true, format: 'museum', plan: first.plan, notes: [] });
  });

  it('refuses what is not a plan with a message', () => {
    expect(importPlan([1, 2])).toMatchObject({ ok: false, message: expect.stringMatching(/JSON object/) });
    expect(importPlan({ hello: 1 })).toMatchObject({ ok: false, message: expect.stringMatching(/zones/) });
    expect(importPlan({ zones: [] })).toMatchObject({ ok: false, message: expect.stringMatching(/pretix/) });
    const unknownCategory = {
      categories: [{ code: 'A', name: {} }],
      sections: [{ name: 'S', rows: [{ label: '1', seats: [{ col: 0, number: '1', category: 'Z' }] }] }],
    };
    expect(importPlan(unknownCategory)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/unknown category/),
    });
  });
});
