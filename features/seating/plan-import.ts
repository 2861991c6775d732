import { z } from 'zod';
import { seatPlanDocumentSchema, type SeatPlanDocument } from './plan-document';

/**
 * Reads a plan file staff bring: our own document (docs/seat-plans.md), or a seating plan exported
 * from pretix (zones → rows → seats with pixel positions). pretix places seats freely; our plan puts
 * them in grid columns, so a seat's column comes from its x position: the most common distance
 * between neighbouring seats of a row is one column, a wider step leaves gap columns (an aisle).
 * What has no place in our format (areas such as the stage, seat ids, the drawing size) is dropped
 * and named in the notes.
 */

const position = z.object({ x: z.number(), y: z.number() }).partial().default({});
const pretixSeat = z.looseObject({
  seat_guid: z.string().optional(),
  seat_number: z.union([z.string(), z.number()]).transform(String),
  seat_label: z.string().nullish(),
  position,
  category: z.string().nullish(),
});
const pretixRow = z.looseObject({
  row_number: z.union([z.string(), z.number()]).transform(String),
  row_label: z.string().nullish(),
  position,
  seats: z.array(pretixSeat),
});
const pretixZone = z.looseObject({
  name: z.string().nullish(),
  position,
  rows: z.array(pretixRow),
  areas: z.array(z.unknown()).optional(),
});
/** pretix's seating plan JSON (its seating-plan.schema.json), read leniently. */
const pretixPlanSchema = z.looseObject({
  name: z.string().optional(),
  categories: z.array(z.looseObject({ name: z.string(), color: z.string().nullish() })).default([]),
  zones: z.array(pretixZone).min(1, 'a pretix plan has at least one zone'),
});
type PretixPlan = z.infer<typeof pretixPlanSchema>;

type ImportResult =
  { ok: true; format: 'museum' | 'pretix'; plan: SeatPlanDocument; notes: string[] } | { ok: false; message: string };

const PALETTE = ['#2f6f4f', '#8a4b2a', '#3b5b92', '#9a3d6b', '#6b6b1f', '#4f4f4f'];

/** The most frequent positive step between sorted numbers (rounded to a pixel), or null. */
export function commonStep(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (let i = 1; i < sorted.length; i++) {
    const d = Math.round(sorted[i] - sorted[i - 1]);
    if (d > 0) counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [d, n] of counts)
    if (best === null || n > counts.get(best)! || (n === counts.get(best)! && d < best)) best = d;
  return best;
}

function issuesText(error: z.ZodError) {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** A pretix plan in our format (throws with a message a person can act on). */
function fromPretix(input: PretixPlan): { plan: SeatPlanDocument; notes: string[] } {
  const notes: string[] = [];
  const colour = (c: string | null | undefined, i: number) => {
    const short = c?.match(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i);
    if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
    return c && /^#[0-9a-f]{6}$/i.test(c) ? c.toLowerCase() : PALETTE[i % PALETTE.length];
  };
  const categories = input.categories.map((c, i) => ({
    code: c.name.trim().slice(0, 40),
    name: { de: c.name, en: c.name, cs: c.name },
    color: colour(c.color, i),
  }));
  const codes = new Set(categories.map((c) => c.code));
  const categoryOf = (name: string | null | undefined) => {
    const code = (name ?? '').trim().slice(0, 40) || 'default';
    if (!codes.has(code)) {
      codes.add(code);
      categories.push({ code, name: { de: code, en: code, cs: code }, color: colour(null, categories.length) });
      notes.push(`category "${code}" was not listed in the file and was added`);
    }
    return code;
  };

  // Absolute positions: a seat's position is relative to its row, a row's to its zone.
  const zones = input.zones.map((zone, z) => {
    const zx = zone.position.x ?? 0;
    const zy = zone.position.y ?? 0;
    const rows = zone.rows.map((row) => {
      const rx = zx + (row.position.x ?? 0);
      const ry = zy + (row.position.y ?? 0);
      const seats = row.seats.map((s) => ({
        number: (s.seat_label?.trim() || s.seat_number).trim().slice(0, 20),
        category: s.category,
        x: rx + (s.position.x ?? 0),
        y: ry + (s.position.y ?? 0),
      }));
      const y = seats.length ? seats.reduce((n, s) => n + s.y, 0) / seats.length : ry;
      return { label: (row.row_label?.trim() || row.row_number).trim().slice(0, 20) || '?', seats, y };
    });
    return { name: zone.name?.trim().slice(0, 20) || `Zone ${z + 1}`, rows: rows.sort((a, b) => a.y - b.y) };
  });

  const allSeats = zones.flatMap((z) => z.rows.flatMap((r) => r.seats));
  if (!allSeats.length) throw new Error('the pretix plan has no seats');
  // One column is the most common distance between neighbours in a row, over the whole plan.
  const steps = new Map<number, number>();
  for (const r of zones.flatMap((z) => z.rows)) {
    const step = commonStep(r.seats.map((s) => s.x));
    if (step) steps.set(step, (steps.get(step) ?? 0) + r.seats.length);
  }
  const pitch = [...steps.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 1;
  const rowPitch = commonStep(zones.flatMap((z) => z.rows.map((r) => Math.round(r.y)))) ?? pitch;
  const planMinX = Math.min(...allSeats.map((s) => s.x));
  const planMinY = Math.min(...allSeats.map((s) => s.y));

  const names = new Set<string>();
  const sections = zones
    .filter((z) => z.rows.some((r) => r.seats.length))
    .map((zone) => {
      let name = zone.name;
      for (let n = 2; names.has(name); n++) name = `${zone.name.slice(0, 16)} ${n}`;
      names.add(name);
      const seats = zone.rows.flatMap((r) => r.seats);
      const minX = Math.min(...seats.map((s) => s.x));
      const minY = Math.min(...seats.map((s) => s.y));
      const labels = new Set<string>();
      const rows = zone.rows.map((row) => {
        let label = row.label;
        for (let n = 2; labels.has(label); n++) label = `${row.label}-${n}`.slice(0, 20);
        if (label !== row.label) notes.push(`${name}: a second row "${row.label}" was renamed "${label}"`);
        labels.add(label);
        const used = new Set<number>();
        const numbers = new Set<string>();
        const out = [...row.seats]
          .sort((a, b) => a.x - b.x)
          .map((seat) => {
            let col = Math.max(0, Math.round((seat.x - minX) / pitch));
            while (used.has(col)) col++;
            used.add(col);
            let number = seat.number || '?';
            for (let n = 2; numbers.has(number); n++) number = `${seat.number}-${n}`.slice(0, 20);
            if (number !== seat.number)
              notes.push(`${name} ${label}: a second seat "${seat.number}" was renamed "${number}"`);
            numbers.add(number);
            return { col, number, category: categoryOf(seat.category) };
          });
        const widest = Math.max(-1, ...out.map((s) => s.col));
        if (widest >= 200)
          throw new Error(
            `${name} row ${label} would need ${widest + 1} columns (at most 200): the seats are too far apart`,
          );
        return { label, seats: out };
      });
      return {
        name,
        x: Math.min(400, Math.round((minX - planMinX) / pitch)),
        y: Math.min(400, Math.round((minY - planMinY) / rowPitch)),
        rows,
      };
    });
  const areas = input.zones.reduce((n, z) => n + (z.areas?.length ?? 0), 0);
  if (areas) notes.push(`${areas} area(s) (stage, texts, shapes) were left out: the plan has seats only`);
  notes.push('seat ids (seat_guid) were not kept: seats are known by section, row and number');
  return { plan: seatPlanDocumentSchema.parse({ version: 1, categories, sections }), notes };
}

/** Reads either format from parsed JSON; a refusal says what is wrong with the file. */
export function importPlan(input: unknown): ImportResult {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, message: 'The file is not a seating plan: expected a JSON object.' };
  if ('zones' in input) {
    const parsed = pretixPlanSchema.safeParse(input);
    if (!parsed.success)
      return { ok: false, message: `Not a readable pretix seating plan: ${issuesText(parsed.error)}` };
    try {
      return { ok: true, format: 'pretix', ...fromPretix(parsed.data) };
    } catch (error) {
      const message =
        error instanceof z.ZodError ? issuesText(error) : error instanceof Error ? error.message : String(error);
      return { ok: false, message: `The pretix seating plan cannot be taken over: ${message}` };
    }
  }
  if ('sections' in input) {
    const parsed = seatPlanDocumentSchema.safeParse(input);
    if (!parsed.success) return { ok: false, message: `The seating plan is not valid: ${issuesText(parsed.error)}` };
    return { ok: true, format: 'museum', plan: parsed.data, notes: [] };
  }
  return {
    ok: false,
    message: 'The file is not a seating plan: expected our format ("sections") or a pretix plan ("zones").',
  };
}
