import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '@/lib/db';
import { ApiError } from '@/lib/api';
import { affects } from '@/lib/write-effects';
import { defineResource, filterId } from '@/features/resources';
import { planSeats, seatPlanDocumentSchema } from '../plan-document';
import { seatPlanResourceSchema, type SeatPlanInput } from '../resource-schema';
import { applySeatPlan, datesUsingPlan } from './date-seats';

const { seatPlans, venues } = schema;

async function read(database: Db, id: number) {
  const [row] = await database
    .select({ plan: seatPlans, venueName: venues.name })
    .from(seatPlans)
    .leftJoin(venues, eq(venues.id, seatPlans.venueId))
    .where(eq(seatPlans.id, id));
  if (!row) return null;
  const parsed = seatPlanDocumentSchema.safeParse(row.plan.plan);
  const dates = await datesUsingPlan(database, id, new Date());
  return {
    id: row.plan.id,
    name: row.plan.name,
    venue_id: row.plan.venueId,
    plan: row.plan.plan,
    venue_name: row.venueName?.de ?? null,
    seat_count: parsed.success ? planSeats(parsed.data).length : 0,
    categories: parsed.success ? parsed.data.categories.map((c) => c.code).join(', ') : '',
    /** event_jet_ids of the upcoming dates that sell this plan's seats. */
    dates: dates.map((d) => d.idJet),
    updated_at: row.plan.updatedAt.toISOString(),
  };
}
type SeatPlanRecord = NonNullable<Awaited<ReturnType<typeof read>>>;

const columns = (data: SeatPlanInput) => ({ name: data.name, venueId: data.venue_id, plan: data.plan });

/**
 * Gives every upcoming date that uses the plan its seats again, in the save's transaction: when one
 * date would lose or recategorise a held or sold seat the whole save is refused (409), so a plan and
 * the dates selling it never disagree.
 */
async function applyToDates(tx: Db, planId: number) {
  const now = new Date();
  for (const date of await datesUsingPlan(tx, planId, now)) {
    try {
      await applySeatPlan(tx, date.id, planId, now);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        throw new ApiError(409, `Not saved. Date ${date.idJet}: ${error.message}`, error.code);
      throw error;
    }
  }
}

export const seatPlanResource = defineResource({
  name: 'seat-plans',
  table: seatPlans,
  // A plan is the hall's layout that the box office sells against: editors set venues up, and box office
  // staff change a plan when the hall changes (a row taken out, wheelchair places), as they run the seat desk.
  role: ['editor', 'box_office'],
  schema: seatPlanResourceSchema,
  search: [seatPlans.name],
  orderings: { name: seatPlans.name, updated_at: seatPlans.updatedAt, id: seatPlans.id },
  filters: {
    schema: z.object({ venue: filterId('venue') }),
    where: (f) => [f.venue ? eq(seatPlans.venueId, f.venue) : undefined],
  },
  derived: ['venue_name', 'seat_count', 'categories', 'dates'],
  read,
  async create(tx, data, id) {
    const [row] = await tx
      .insert(seatPlans)
      .values({ ...columns(data), ...(id ? { id } : {}) })
      .returning({ id: seatPlans.id });
    return row.id;
  },
  async update(tx, id, data) {
    await tx
      .update(seatPlans)
      .set({ ...columns(data), updatedAt: new Date() })
      .where(eq(seatPlans.id, id));
    await applyToDates(tx, id);
  },
  async remove(tx, id) {
    await tx.delete(seatPlans).where(eq(seatPlans.id, id));
  },
  async references(database, id) {
    const dates = await datesUsingPlan(database, id, new Date());
    return dates.map((d) => `date ${d.idJet}`);
  },
  label: (r: SeatPlanRecord) => r.name || `Seat plan ${r.id}`,
  tags: () => affects('seat-plan'),
});
