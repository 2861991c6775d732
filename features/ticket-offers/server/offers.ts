import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { cached, TAGS } from '@/lib/cache';
import { invalidateWrite } from '@/lib/write-effects';
import { db, schema, type Db } from '@/lib/db';
import { pick, type Locale, type Localized } from '@/i18n/config';
import { offerInput, type OfferInput } from '../offer-input';
import { FULL_PRICE_NAME, type SeatGroup, type TicketOffer, type TicketPriceItem } from '@/features/box-office/types';

const { ticketOffers, ticketSeatGroups, ticketTimeslots, ticketPrices } = schema;

/**
 * Creates the ticket offer of one event date (seed data, or a future import from a ticket system).
 * Takes the database explicitly so seeders can call it before the app's db() is installed.
 */
export async function createOffer(database: Db, input: OfferInput) {
  const offer = offerInput.parse(input);
  const result = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(ticketOffers)
      .values({ idJet: offer.id_jet, dateStart: offer.date_start ?? null, title: offer.title ?? {} })
      .returning({ id: ticketOffers.id });
    const seatGroupIds: number[] = [];
    for (const [position, group] of offer.seat_groups.entries()) {
      const [seatGroup] = await tx
        .insert(ticketSeatGroups)
        .values({
          offerId: row.id,
          seatGroup: group.seat_group,
          status: group.status,
          text: group.text,
          capacity: group.capacity,
          position,
        })
        .returning({ id: ticketSeatGroups.id });
      seatGroupIds.push(seatGroup.id);
      await tx.insert(ticketPrices).values(
        group.prices.map((price, index) => ({
          seatGroupId: seatGroup.id,
          saleTypeId: price.sale_type_id,
          name: price.name,
          text: price.text ?? { de: price.name },
          price: price.price,
          vatRate: price.vat_rate,
          position: index,
        })),
      );
      if (group.timeslots.length) {
        await tx.insert(ticketTimeslots).values(
          group.timeslots.map((slot) => ({
            seatGroupId: seatGroup.id,
            blockId: slot.block_id,
            status: slot.status,
            timeStart: slot.time_start,
            timeEnd: slot.time_end,
            capacity: slot.capacity,
          })),
        );
      }
    }
    return { offerId: row.id, seatGroupIds };
  });
  invalidateWrite('ticket-offer');
  return result;
}

type OfferRows = {
  offers: (typeof ticketOffers.$inferSelect)[];
  groups: (typeof ticketSeatGroups.$inferSelect)[];
  prices: (typeof ticketPrices.$inferSelect)[];
  slots: (typeof ticketTimeslots.$inferSelect)[];
};

async function readOfferRows(idJets: number[]): Promise<OfferRows> {
  if (!idJets.length) return { offers: [], groups: [], prices: [], slots: [] };
  const database = db();
  const offers = await database.select().from(ticketOffers).where(inArray(ticketOffers.idJet, idJets));
  if (!offers.length) return { offers, groups: [], prices: [], slots: [] };
  const groups = await database
    .select()
    .from(ticketSeatGroups)
    .where(
      inArray(
        ticketSeatGroups.offerId,
        offers.map((o) => o.id),
      ),
    )
    .orderBy(asc(ticketSeatGroups.position), asc(ticketSeatGroups.id));
  const groupIds = groups.map((g) => g.id);
  const [prices, slots] = groupIds.length
    ? await Promise.all([
        database
          .select()
          .from(ticketPrices)
          .where(inArray(ticketPrices.seatGroupId, groupIds))
          .orderBy(asc(ticketPrices.position), asc(ticketPrices.id)),
        database
          .select()
          .from(ticketTimeslots)
          .where(inArray(ticketTimeslots.seatGroupId, groupIds))
          .orderBy(asc(ticketTimeslots.timeStart), asc(ticketTimeslots.id)),
      ])
    : [[], []];
  return { offers, groups, prices, slots };
}

function text(value: Localized<string> | null | undefined, locale: Locale, fallback = '') {
  return pick(value ?? undefined, locale) ?? fallback;
}

/** Shapes rows into docs/requirements.md §3 'Current event data' per id_jet. */
function shapeOffers({ offers, groups, prices, slots }: OfferRows, locale: Locale): Map<number, TicketOffer> {
  const out = new Map<number, TicketOffer>();
  for (const offer of offers) {
    const seatGroups: SeatGroup[] = groups
      .filter((g) => g.offerId === offer.id)
      .map((group) => {
        const own = prices.filter((p) => p.seatGroupId === group.id);
        const items: TicketPriceItem[] = own.map((p) => ({
          id: p.id,
          price: p.price,
          sale_type_id: p.saleTypeId,
          seat_group: group.seatGroup,
          text: text(p.text, locale, p.name),
          name: p.name,
          // The full price carries the discounts of its group (the widget's discounts step).
          has_discounts: p.name === FULL_PRICE_NAME && own.length > 1,
        }));
        return {
          id: group.id,
          seat_group: group.seatGroup,
          status: group.status,
          text: text(group.text, locale),
          prices: items,
          timeslots: slots
            .filter((s) => s.seatGroupId === group.id)
            .map((s) => ({
              id: s.id,
              status: s.status,
              time_start: s.timeStart.toISOString(),
              time_end: s.timeEnd.toISOString(),
              block_id: s.blockId,
            })),
        };
      });
    out.set(offer.idJet, {
      id_jet: offer.idJet,
      date_start: offer.dateStart?.toISOString() ?? null,
      seat_groups: seatGroups,
      prices: seatGroups.flatMap((g) => g.prices),
    });
  }
  return out;
}

async function readOffers(idJets: number[], locale: Locale): Promise<TicketOffer[]> {
  const unique = [...new Set(idJets)].sort((a, b) => a - b);
  const shaped = shapeOffers(await readOfferRows(unique), locale);
  return unique.map((id) => shaped.get(id)).filter((o): o is TicketOffer => Boolean(o));
}

// Offers change only when staff or an import change them, so public pages may cache them; the
// availability that changes with every sale is checked by the cart, never rendered here.
const cachedOffers = cached(readOffers, ['ticket-offers'], { tags: [TAGS.ticketOffers] });

/** The ticket offer of one event date, or null when it has none. */
export async function getOfferForEvent(idJet: number, locale: Locale = 'de'): Promise<TicketOffer | null> {
  const [offer] = await cachedOffers([idJet], locale);
  return offer ?? null;
}

/** Offers of many event dates at once (event lists), keyed by id_jet. */
export async function getOffersForEvents(idJets: number[], locale: Locale = 'de'): Promise<Map<number, TicketOffer>> {
  const offers = await cachedOffers(idJets, locale);
  return new Map(offers.map((o) => [o.id_jet, o]));
}
