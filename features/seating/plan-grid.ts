import type { SeatPlanDocument } from './plan-document';

/**
 * The grid editor's view of a plan: per section a rectangle of rows × columns where every cell is a
 * seat or a gap (an aisle is a gap column). Row labels and seat numbers are counted automatically
 * unless staff typed their own; the document the server stores is made from this by gridToDocument,
 * and documentToGrid reads a stored or imported document back. No framework code: the editor and
 * the tests use the same functions.
 */

type GridSeat = {
  category: string;
  /** A number typed by staff; without it the section's numbering counts the seat. */
  number?: string;
  wheelchair?: boolean;
  companion?: boolean;
  restricted?: boolean;
  priority?: number;
};
type GridCell = GridSeat | null;
type RowLabels = 'numeric' | 'alpha' | 'custom';
type Numbering = 'ltr' | 'rtl';

type GridRow = { label: string; cells: GridCell[] };
export type GridSection = {
  name: string;
  x?: number;
  y?: number;
  rowLabels: RowLabels;
  numbering: Numbering;
  rows: GridRow[];
};
export type GridPlan = {
  categories: SeatPlanDocument['categories'];
  sections: GridSection[];
};

export const MAX_COLUMNS = 200;
export const MAX_ROWS = 100;

/** 0 → "A", 25 → "Z", 26 → "AA": rows of a big house keep going after Z. */
export function alphaLabel(index: number): string {
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

const autoRowLabel = (index: number, style: Exclude<RowLabels, 'custom'>) =>
  style === 'alpha' ? alphaLabel(index) : String(index + 1);

/** Seat numbers a row gets without typed ones: 1..n over its seats, gaps skipped. */
function autoNumbers(cells: GridCell[], numbering: Numbering): (string | null)[] {
  const out: (string | null)[] = cells.map(() => null);
  const order = numbering === 'ltr' ? cells.map((_, i) => i) : cells.map((_, i) => cells.length - 1 - i);
  let n = 0;
  for (const i of order) if (cells[i]) out[i] = String(++n);
  return out;
}

/** The number a seat shows: the typed one, else the automatic one. */
export function seatNumbers(section: GridSection, row: GridRow): (string | null)[] {
  const auto = autoNumbers(row.cells, section.numbering);
  return row.cells.map((cell, i) => (cell ? (cell.number?.trim() ? cell.number.trim() : auto[i]) : null));
}

/** Labels the rows again after a change of style or row count; custom labels stay as typed. */
export function relabel(section: GridSection): GridSection {
  if (section.rowLabels === 'custom') return section;
  const style = section.rowLabels;
  return { ...section, rows: section.rows.map((row, i) => ({ ...row, label: autoRowLabel(i, style) })) };
}

export const columnCount = (section: GridSection) => Math.max(0, ...section.rows.map((r) => r.cells.length));

/**
 * A section of another size: new cells are seats of `category`, rows and columns beyond the new
 * size are cut off (the editor asks before it drops seats).
 */
export function resizeSection(section: GridSection, rows: number, cols: number, category: string): GridSection {
  const r = Math.max(1, Math.min(MAX_ROWS, Math.floor(rows)));
  const c = Math.max(1, Math.min(MAX_COLUMNS, Math.floor(cols)));
  const next: GridRow[] = [];
  for (let i = 0; i < r; i++) {
    const old = section.rows[i];
    const cells: GridCell[] = [];
    for (let j = 0; j < c; j++) cells.push(old ? (j < old.cells.length ? old.cells[j] : { category }) : { category });
    next.push({ label: old?.label ?? String(i + 1), cells });
  }
  return relabel({ ...section, rows: next });
}

export function newSection(name: string, rows: number, cols: number, category: string): GridSection {
  return resizeSection({ name, rowLabels: 'numeric', numbering: 'ltr', rows: [] }, rows, cols, category);
}

/** Changes one cell; returns a new section (the editor keeps its state immutable). */
export function setCell(section: GridSection, row: number, col: number, cell: GridCell): GridSection {
  return {
    ...section,
    rows: section.rows.map((r, i) => (i === row ? { ...r, cells: r.cells.map((c, j) => (j === col ? cell : c)) } : r)),
  };
}

/** Every seat back to the default priority (front rows, centre first: see planSeats). */
export const resetPriorities = (section: GridSection): GridSection => ({
  ...section,
  rows: section.rows.map((r) => ({
    ...r,
    cells: r.cells.map((c) => (c && c.priority !== undefined ? withoutKey(c, 'priority') : c)),
  })),
});

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** The plan document of the grid: only seats are stored, each in its column, numbered. */
export function gridToDocument(grid: GridPlan): SeatPlanDocument {
  return {
    version: 1,
    categories: grid.categories,
    sections: grid.sections.map((section) => ({
      name: section.name,
      ...(section.x !== undefined ? { x: section.x } : {}),
      ...(section.y !== undefined ? { y: section.y } : {}),
      rows: section.rows.map((row) => {
        const numbers = seatNumbers(section, row);
        return {
          label: row.label,
          seats: row.cells.flatMap((cell, col) =>
            cell
              ? [
                  {
                    col,
                    number: numbers[col]!,
                    category: cell.category,
                    ...(cell.wheelchair ? { wheelchair: true } : {}),
                    ...(cell.companion ? { companion: true } : {}),
                    ...(cell.restricted ? { restricted: true } : {}),
                    ...(cell.priority !== undefined ? { priority: cell.priority } : {}),
                  },
                ]
              : [],
          ),
        };
      }),
    })),
  };
}

/** Which row label style the labels follow ("custom" when they follow none). */
function labelStyle(labels: string[]): RowLabels {
  if (labels.every((l, i) => l === autoRowLabel(i, 'numeric'))) return 'numeric';
  if (labels.every((l, i) => l === autoRowLabel(i, 'alpha'))) return 'alpha';
  return 'custom';
}

/**
 * The grid of a document. A section's width is its widest row; numbers that match the automatic
 * numbering (left to right, or right to left for the whole section) are not kept as typed numbers,
 * so adding a seat later renumbers the row as staff expect.
 */
export function documentToGrid(doc: SeatPlanDocument): GridPlan {
  return {
    categories: doc.categories,
    sections: doc.sections.map((section) => {
      const cols = Math.max(1, ...section.rows.flatMap((r) => r.seats.map((s) => s.col + 1)));
      const rows: GridRow[] = section.rows.map((row) => {
        const cells: GridCell[] = Array.from({ length: cols }, () => null);
        for (const seat of row.seats) {
          cells[seat.col] = {
            category: seat.category,
            number: seat.number,
            ...(seat.wheelchair ? { wheelchair: true } : {}),
            ...(seat.companion ? { companion: true } : {}),
            ...(seat.restricted ? { restricted: true } : {}),
            ...(seat.priority !== undefined ? { priority: seat.priority } : {}),
          };
        }
        return { label: row.label, cells };
      });
      const follows = (numbering: Numbering) =>
        rows.every((row) => {
          const auto = autoNumbers(row.cells, numbering);
          return row.cells.every((c, i) => !c || c.number === auto[i]);
        });
      const numbering: Numbering = follows('ltr') ? 'ltr' : follows('rtl') ? 'rtl' : 'ltr';
      const auto = follows(numbering);
      const base: GridSection = {
        name: section.name,
        ...(section.x !== undefined ? { x: section.x } : {}),
        ...(section.y !== undefined ? { y: section.y } : {}),
        rowLabels: labelStyle(rows.map((r) => r.label)),
        numbering,
        rows: auto ? rows.map((r) => ({ ...r, cells: r.cells.map((c) => (c ? withoutKey(c, 'number') : c)) })) : rows,
      };
      return base;
    }),
  };
}

/** Seats of the grid (the list's and the editor's count). */
export const gridSeatCount = (grid: GridPlan) =>
  grid.sections.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.cells.filter(Boolean).length, 0), 0);

export type SeatFlag = 'wheelchair' | 'companion' | 'restricted';
/**
 * What one stroke of the editor does to each cell it passes. A stroke decides once, on its first
 * cell, whether it adds or removes (a seat, a mark), so dragging over a row does the same to all.
 */
export type Brush =
  | { kind: 'seat'; category: string }
  | { kind: 'gap' }
  | { kind: 'category'; category: string }
  | { kind: 'flag'; flag: SeatFlag; on: boolean }
  | { kind: 'priority'; value: number | null };

export type Tool =
  | { kind: 'toggle'; category: string }
  | { kind: 'category'; category: string }
  | { kind: 'flag'; flag: SeatFlag }
  | { kind: 'priority'; value: number | null }
  | { kind: 'select' };

/** The brush a stroke of `tool` starting on `cell` paints with (null: the tool only selects). */
export function strokeBrush(tool: Tool, cell: GridCell): Brush | null {
  switch (tool.kind) {
    case 'toggle':
      return cell ? { kind: 'gap' } : { kind: 'seat', category: tool.category };
    case 'category':
      return { kind: 'category', category: tool.category };
    case 'flag':
      return { kind: 'flag', flag: tool.flag, on: !cell?.[tool.flag] };
    case 'priority':
      return { kind: 'priority', value: tool.value };
    default:
      return null;
  }
}

/** A cell after the brush passed over it; marks and priorities only change seats. */
export function paint(cell: GridCell, brush: Brush): GridCell {
  switch (brush.kind) {
    case 'seat':
      return cell ?? { category: brush.category };
    case 'gap':
      return null;
    case 'category':
      return cell ? { ...cell, category: brush.category } : { category: brush.category };
    case 'flag':
      if (!cell) return cell;
      return brush.on ? { ...cell, [brush.flag]: true } : withoutKey(cell, brush.flag);
    case 'priority':
      if (!cell) return cell;
      return brush.value === null ? withoutKey(cell, 'priority') : { ...cell, priority: brush.value };
  }
}
