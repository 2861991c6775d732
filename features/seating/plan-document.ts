import { z } from 'zod';

/**
 * A seat plan as staff edit, import and export it (docs/seat-plans.md describes the format). A plan
 * has sections (the blocks of the house: stalls, gallery), rows and seats. A seat sits in a grid
 * column of its row: seats in neighbouring columns are connected, a missing column is a gap or an
 * aisle. The category code of a seat names the seat group of a date that sells it, so one plan serves
 * every date whose seat groups use the same codes.
 */

const label = z.string().trim().min(1).max(20);
const localized = z
  .object({
    de: z.string().max(120).optional(),
    en: z.string().max(120).optional(),
    cs: z.string().max(120).optional(),
  })
  .default({});

const seatSchema = z.object({
  /** Grid column in the row, from 0: seats in neighbouring columns sit next to each other. */
  col: z.number().int().min(0).max(199),
  /** The seat number printed on the seat and the ticket. */
  number: label,
  category: z.string().trim().min(1).max(40),
  wheelchair: z.boolean().optional(),
  /** The seat beside a wheelchair place, kept for the person who comes along. */
  companion: z.boolean().optional(),
  restricted: z.boolean().optional(),
  /** Best available takes the lowest first; without it the default is front rows, centre first. */
  priority: z.number().int().min(0).max(1_000_000).optional(),
});

const rowSchema = z.object({
  label,
  seats: z
    .array(seatSchema)
    .max(200)
    .refine((seats) => new Set(seats.map((s) => s.col)).size === seats.length, 'two seats in one column of a row')
    .refine(
      (seats) => new Set(seats.map((s) => s.number)).size === seats.length,
      'a seat number appears twice in a row',
    ),
});

const sectionSchema = z.object({
  name: label,
  /** Where the section's first row and column sit on the plan, in grid cells (default: below the previous one). */
  x: z.number().int().min(0).max(400).optional(),
  y: z.number().int().min(0).max(400).optional(),
  rows: z
    .array(rowSchema)
    .min(1)
    .max(100)
    .refine((rows) => new Set(rows.map((r) => r.label)).size === rows.length, 'a row label appears twice in a section'),
});

export const seatPlanDocumentSchema = z
  .object({
    version: z.literal(1).default(1),
    categories: z
      .array(
        z.object({
          code: z.string().trim().min(1).max(40),
          name: localized,
          color: z
            .string()
            .regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb')
            .default('#2f6f4f'),
        }),
      )
      .min(1)
      .max(12),
    sections: z
      .array(sectionSchema)
      .min(1)
      .max(20)
      .refine((s) => new Set(s.map((x) => x.name)).size === s.length, 'a section name appears twice'),
  })
  .superRefine((plan, ctx) => {
    const codes = new Set(plan.categories.map((c) => c.code));
    let seats = 0;
    for (const section of plan.sections)
      for (const row of section.rows)
        for (const seat of row.seats) {
          seats++;
          if (!codes.has(seat.category))
            ctx.addIssue({
              code: 'custom',
              message: `seat ${section.name} ${row.label}/${seat.number} has the unknown category "${seat.category}"`,
            });
        }
    if (seats > 5000) ctx.addIssue({ code: 'custom', message: 'a plan has at most 5,000 seats' });
  });

export type SeatPlanDocument = z.infer<typeof seatPlanDocumentSchema>;

/** One seat of a plan as a date's inventory stores it. */
export type PlanSeat = {
  /** Stable within the plan: section, row and number. */
  key: string;
  section: string;
  row: string;
  number: string;
  /** Row order across the whole plan, front (0) to back. */
  rowIndex: number;
  col: number;
  /** Position on the plan in grid cells. */
  x: number;
  y: number;
  category: string;
  wheelchair: boolean;
  companion: boolean;
  restricted: boolean;
  priority: number;
};

const seatKey = (section: string, row: string, number: string) => `${section}|${row}|${number}`;

/**
 * The plan's seats in row order. Sections without a position are stacked below each other with one
 * empty row between. The default priority puts the front rows first and, within a row, the seats
 * nearest the centre line of the plan: a row further back costs more than any seat's distance.
 */
export function planSeats(plan: SeatPlanDocument): PlanSeat[] {
  const out: Omit<PlanSeat, 'priority'>[] = [];
  const explicit = new Map<string, number | undefined>();
  let nextY = 0;
  let rowIndex = 0;
  for (const section of plan.sections) {
    const top = section.y ?? nextY;
    const left = section.x ?? 0;
    section.rows.forEach((row, r) => {
      for (const seat of row.seats) {
        const key = seatKey(section.name, row.label, seat.number);
        explicit.set(key, seat.priority);
        out.push({
          key,
          section: section.name,
          row: row.label,
          number: seat.number,
          rowIndex,
          col: seat.col,
          x: left + seat.col,
          y: top + r,
          category: seat.category,
          wheelchair: !!seat.wheelchair,
          companion: !!seat.companion,
          restricted: !!seat.restricted,
        });
      }
      rowIndex++;
    });
    nextY = Math.max(nextY, top + section.rows.length + 1);
  }
  const xs = out.map((s) => s.x);
  const centre = xs.length ? (Math.min(...xs) + Math.max(...xs)) / 2 : 0;
  const width = xs.length ? Math.max(...xs) - Math.min(...xs) + 1 : 1;
  return out.map((seat) => ({
    ...seat,
    priority: explicit.get(seat.key) ?? seat.rowIndex * (width + 1) * 2 + Math.round(Math.abs(seat.x - centre) * 2),
  }));
}
