import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@/lib/db';
import { seatPlanDocumentSchema } from '../plan-document';

/**
 * The seating plans a date's offer may use (every venue's), for the select of the offer form: name,
 * venue name and the plan's category codes, so the form can tell staff which categories find no seat
 * group of the date and which seat groups no seat.
 */
export async function seatPlanChoices(database: Db) {
  const rows = await database
    .select({
      id: schema.seatPlans.id,
      name: schema.seatPlans.name,
      plan: schema.seatPlans.plan,
      venue: schema.venues.name,
    })
    .from(schema.seatPlans)
    .leftJoin(schema.venues, eq(schema.venues.id, schema.seatPlans.venueId))
    .orderBy(asc(schema.seatPlans.name), asc(schema.seatPlans.id));
  return rows.map((p) => {
    const plan = seatPlanDocumentSchema.safeParse(p.plan);
    const venue = p.venue?.de ?? '';
    return {
      id: p.id,
      name: venue ? `${p.name} (${venue})` : p.name,
      categories: plan.success ? plan.data.categories.map((c) => c.code) : [],
    };
  });
}
