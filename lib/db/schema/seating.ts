import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './common';
import { venues } from './programme';

/**
 * Seat plans of a venue (features/seating). The plan itself is one document (sections, rows, seats
 * with their category), validated by features/seating/plan-document.ts; a date that uses the plan
 * gets its own copy of the seats in ticket_seats, so editing a plan never moves a sold seat.
 */
export const seatPlans = pgTable(
  'seat_plans',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    plan: jsonb('plan').$type<unknown>().notNull(),
    ...timestamps,
  },
  (t) => [index('seat_plans_venue').on(t.venueId)],
);

export type SeatPlanRow = typeof seatPlans.$inferSelect;
