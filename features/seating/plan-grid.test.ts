import { describe, expect, it } from 'vitest';
import { planSeats, seatPlanDocumentSchema } from './plan-document';
import {
  alphaLabel,
  documentToGrid,
  gridSeatCount,
  gridToDocument,
  newSection,
  paint,
  resetPriorities,
  resizeSection,
  setCell,
  strokeBrush,
  type GridPlan,
} from './plan-grid';

const categories = [
  { code: 'A', name: { de: 'Parkett' }, color: '#2f6f4f' },
  { code: 'B', name: { de: 'Rang' }, color: '#8a4b2a' },
];

/** 2 rows × 6 columns with column 3 an aisle, the right half of row 2 in category B. */
function smallPlan(): GridPlan {
  let section = newSection('Saal', 2, 6, 'A');
  for (const row of [0, 1]) section = setCell(section, row, 3, null);
  for (const col of [4, 5]) section = setCell(section, 1, col, { category: 'B' });
  return { categories, sections: [section] };
}

describe('plan grid', () => {
  it('numbers seats left to right skipping the aisle, and the document validates', () => {
    const doc = gridToDocument(smallPlan());
    expect(seatPlanDocumentSchema.safeParse(doc).success).toBe(true);
    expect(doc.sections[0].rows.map((r) => r.label)).toEqual(['1', '2']);
    const row2 = doc.sections[0].rows[1].seats;
    expect(row2.map((s) => [s.col, s.number, s.category])).toEqual([
      [0, '1', 'A'],
      [1, '2', 'A'],
      [2, '3', 'A'],
      [4, '4', 'B'],
      [5, '5', 'B'],
    ]);
    expect(gridSeatCount(smallPlan())).toBe(10);
  });

  it('numbers right to left and labels rows A..Z, AA when asked', () => {
    const plan = smallPlan();
    plan.sections[0] = { ...resizeSection({ ...plan.sections[0], rowLabels: 'alpha' }, 2, 6, 'A'), numbering: 'rtl' };
    const doc = gridToDocument(plan);
    expect(doc.sections[0].rows.map((r) => r.label)).toEqual(['A', 'B']);
    expect(doc.sections[0].rows[0].seats.map((s) => s.number)).toEqual(['5', '4', '3', '2', '1']);
    expect([alphaLabel(0), alphaLabel(25), alphaLabel(26), alphaLabel(27)]).toEqual(['A', 'Z', 'AA', 'AB']);
  });

  it('keeps a typed seat number, marks and priorities, and round-trips through the document', () => {
    let section = smallPlan().sections[0];
    section = setCell(section, 0, 0, { category: 'A', wheelchair: true, number: 'R1', priority: 3 });
    section = setCell(section, 0, 1, { category: 'A', companion: true });
    section = setCell(section, 1, 5, { category: 'B', restricted: true });
    const plan = { categories, sections: [section] };
    const doc = gridToDocument(plan);
    expect(doc.sections[0].rows[0].seats[0]).toMatchObject({ number: 'R1', wheelchair: true, priority: 3 });
    expect(doc.sections[0].rows[0].seats[1]).toMatchObject({ number: '2', companion: true });
    expect(gridToDocument(documentToGrid(doc))).toEqual(doc);
  });

  it('reads automatic numbering back as automatic, so a new seat renumbers the row', () => {
    const grid = documentToGrid(gridToDocument(smallPlan()));
    expect(grid.sections[0].rows[0].cells[0]).toEqual({ category: 'A' });
    const filled = setCell(grid.sections[0], 0, 3, { category: 'A' });
    const doc = gridToDocument({ ...grid, sections: [filled] });
    expect(doc.sections[0].rows[0].seats.map((s) => s.number)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('resizes: new cells are seats of the chosen category, cut cells are gone, labels follow', () => {
    const grown = resizeSection(smallPlan().sections[0], 3, 8, 'B');
    expect(grown.rows).toHaveLength(3);
    expect(grown.rows[2].label).toBe('3');
    expect(grown.rows[0].cells[7]).toEqual({ category: 'B' });
    expect(grown.rows[0].cells[3]).toBeNull();
    const shrunk = resizeSection(grown, 1, 2, 'A');
    expect(gridSeatCount({ categories, sections: [shrunk] })).toBe(2);
  });

  it('reset to default priority drops the typed priorities: front rows, centre first again', () => {
    let section = smallPlan().sections[0];
    section = setCell(section, 1, 0, { category: 'A', priority: 0 });
    const reset = resetPriorities(section);
    const seats = planSeats(seatPlanDocumentSchema.parse(gridToDocument({ categories, sections: [reset] })));
    const best = [...seats].sort((a, b) => a.priority - b.priority)[0];
    expect(best.row).toBe('1');
    expect([2, 4]).toContain(best.col);
  });
});

describe('painting', () => {
  it('a toggle stroke decides on its first cell: a seat becomes a gap and stays so over the next cells', () => {
    const first = strokeBrush({ kind: 'toggle', category: 'A' }, { category: 'A' });
    expect(first).toEqual({ kind: 'gap' });
    expect(paint({ category: 'B' }, first!)).toBeNull();
    const fill = strokeBrush({ kind: 'toggle', category: 'B' }, null)!;
    expect(paint(null, fill)).toEqual({ category: 'B' });
    expect(paint({ category: 'A', wheelchair: true }, fill)).toEqual({ category: 'A', wheelchair: true });
  });

  it('paints categories on seats and gaps, marks and priorities only on seats', () => {
    expect(paint({ category: 'A', number: '7' }, { kind: 'category', category: 'B' })).toEqual({
      category: 'B',
      number: '7',
    });
    const mark = strokeBrush({ kind: 'flag', flag: 'wheelchair' }, { category: 'A' })!;
    expect(paint({ category: 'A' }, mark)).toEqual({ category: 'A', wheelchair: true });
    expect(paint(null, mark)).toBeNull();
    const unmark = strokeBrush({ kind: 'flag', flag: 'wheelchair' }, { category: 'A', wheelchair: true })!;
    expect(paint({ category: 'A', wheelchair: true }, unmark)).toEqual({ category: 'A' });
    expect(paint({ category: 'A' }, { kind: 'priority', value: 5 })).toEqual({ category: 'A', priority: 5 });
    expect(paint({ category: 'A', priority: 5 }, { kind: 'priority', value: null })).toEqual({ category: 'A' });
    expect(strokeBrush({ kind: 'select' }, null)).toBeNull();
  });
});
