import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { db, preparedPerDb, schema, type Db } from '@/lib/db';
import { pick, type Locale } from '@/i18n/config';
import { CART_ERROR } from '../cart-errors';
import { centsToPrice, parsePriceToCents } from '../price';
import type { CartRequest } from '../schemas';
import { RESERVATION_MINUTES, type CartItem, type CartLine, type CartView } from '../types';
import { shopSettings, type BoxOfficeRules } from '@/features/settings/server';
import { ticketingHooks, pause } from '@/lib/ticketing-hooks';
import {
  busyError,
  CartError,
  databaseError,
  heldSeats,
  inventoryTransaction,
  isBusy,
  lockTarget,
  sortTargets,
  targetKey,
  type CapacityTarget,
} from './inventory';
import {
  assertHoldCap,
  assertOrderCap,
  cartSeatsForOffer,
  clientHolds,
  holdLimitError,
  lockClient,
  orderLimitError,
  shopOfflineError,
  shopState,
  type ShopClient,
} from './limits';
import {
  bestSeatsUnlocked,
  giveSeats,
  linesMissingSeats,
  releaseSeatsBeyond,
  seatedGroups,
  seatsOfLines,
} from './seats';

const {
  ticketCarts,
  ticketCartItems,
  ticketOffers,
  ticketSeatGroups,
  ticketTimeslots,
  ticketPrices,
  ticketReservations: r,
  ticketSeats,
  siteSettings,
} = schema;

export const expiryFrom = (now: Date) => new Date(now.getTime() + RESERVATION_MINUTES * 60_000);

/** A change renews a hold to at least the usual time; a longer one (a waiting-list offer, an extension) stays. */
const renewedExpiry = (now: Date) => sql`greatest(${r.expiresAt}, ${expiryFrom(now).toISOString()}::timestamptz)`;

const notEnoughSeats = () => new CartError(409, 'Not enough (connected) seats found.', CART_ERROR.notEnoughSeats);
/** General admission has no seats to connect: its own code and sentence (-214 speaks of connected seats). */
const notEnoughPlaces = () => new CartError(409, 'Not enough places left for this date.', CART_ERROR.notEnoughPlaces);
const seatTaken = (seatId?: string) =>
  new CartError(
    409,
    'A chosen seat has just been taken or is not on sale. Please choose again.',
    CART_ERROR.seatTaken,
    seatId ? { seat_id: Number(seatId) } : undefined,
  );
const noReservation = () => new CartError(409, 'No current reservation.', CART_ERROR.noReservation);

/** What a cart cookie may hold; anything else is no cart. */
const CART_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** Every cart request and checkout looks its cart up by the cookie's token. */
const cartByTokenQuery = preparedPerDb((database) =>
  database
    .select({ id: ticketCarts.id, token: ticketCarts.token })
    .from(ticketCarts)
    .where(eq(ticketCarts.token, sql.placeholder('token')))
    .prepare('ticket_cart_by_token'),
);

/** The cart of a cookie token, or a new cart (the caller sets the cookie with the returned token). */
export async function cartForToken(token: string | undefined, create: true): Promise<{ id: number; token: string }>;
export async function cartForToken(
  token: string | undefined,
  create?: false,
): Promise<{ id: number; token: string } | null>;
export async function cartForToken(token: string | undefined, create = false) {
  if (token && CART_TOKEN.test(token)) {
    const [row] = await cartByTokenQuery(db()).execute({ token });
    if (row) return row;
  }
  if (!create) return null;
  return newCart(db(), null);
}

const newCartQuery = preparedPerDb((database) =>
  database
    .insert(ticketCarts)
    .values({ token: sql.placeholder('token'), clientKey: sql.placeholder('clientKey') })
    .returning({ id: ticketCarts.id, token: ticketCarts.token })
    .prepare('ticket_new_cart'),
);

export async function newCart(database: Db, clientKey: string | null) {
  const [row] = await newCartQuery(database).execute({ token: randomBytes(24).toString('base64url'), clientKey });
  return row;
}

type Resolved = {
  offerId: number;
  target: CapacityTarget;
  lines: { priceId: number; unitPrice: string; quantity: number }[];
  /** Seated seat groups: the chosen seats (null: best available), and the block best available keeps to. */
  seated: { seatIds: number[] | null; section: string | null } | null;
};

/** Online sale runs from sale_start (or always) until sale_end (or the start of the date). */
function assertSaleOpen(offer: { saleStart: Date | null; saleEnd: Date | null; dateStart: Date | null }, now: Date) {
  if (offer.saleStart && offer.saleStart > now) {
    throw new CartError(
      409,
      `Online sale for this date starts on ${offer.saleStart.toISOString()}.`,
      CART_ERROR.saleNotStarted,
      { sale_start: offer.saleStart.toISOString() },
    );
  }
  const end = offer.saleEnd ?? offer.dateStart;
  if (end && end <= now) throw new CartError(409, 'Online sale for this date has ended.', CART_ERROR.saleEnded);
}

type OfferShape = {
  id: number;
  saleStart: Date | null;
  saleEnd: Date | null;
  dateStart: Date | null;
  groups: { id: number; seatGroup: string; status: string; seated: boolean }[];
  /** Seated dates: the plan's sections in order (block_id n is the n-th). */
  sections: string[];
  prices: { id: number; seatGroupId: number; saleTypeId: number; price: string }[];
  slots: { id: number; seatGroupId: number; blockId: number; status: string }[];
  /** The shop's switch and rules (site_settings, null when never saved): read with the offer, one round trip. */
  shop: Parameters<typeof shopSettings>[0];
};

/**
 * The offer with its seat groups, prices and timeslots in one round trip: every add-to-cart reads it,
 * and on a busy sale each extra query is a socket write the event loop pays for. (The subqueries name
 * ticket_offers in full: drizzle leaves the columns of a one-table select unqualified.)
 */
const offerShapeQuery = preparedPerDb((database) =>
  database
    .select({
      id: ticketOffers.id,
      saleStart: ticketOffers.saleStart,
      saleEnd: ticketOffers.saleEnd,
      dateStart: ticketOffers.dateStart,
      groups: sql<
        OfferShape['groups']
      >`coalesce((select json_agg(json_build_object('id', g.id, 'seatGroup', g.seat_group, 'status', g.status,
        'seated', exists(select 1 from ${ticketSeats} s where s.seat_group_id = g.id)) order by g.position, g.id)
        from ${ticketSeatGroups} g where g.offer_id = ticket_offers.id), '[]')`,
      prices: sql<
        OfferShape['prices']
      >`coalesce((select json_agg(json_build_object('id', p.id, 'seatGroupId', p.seat_group_id, 'saleTypeId', p.sale_type_id, 'price', p.price::text))
        from ${ticketPrices} p join ${ticketSeatGroups} g on g.id = p.seat_group_id where g.offer_id = ticket_offers.id), '[]')`,
      slots: sql<
        OfferShape['slots']
      >`coalesce((select json_agg(json_build_object('id', t.id, 'seatGroupId', t.seat_group_id, 'blockId', t.block_id, 'status', t.status))
        from ${ticketTimeslots} t join ${ticketSeatGroups} g on g.id = t.seat_group_id where g.offer_id = ticket_offers.id), '[]')`,
      sections: sql<OfferShape['sections']>`coalesce((select json_agg(x.section order by x.first) from
        (select s.section, min(s.row_index) as first from ${ticketSeats} s where s.offer_id = ticket_offers.id group by s.section) x), '[]')`,
      shop: sql<
        OfferShape['shop']
      >`(select json_build_object('isShopOnline', s.is_shop_online, 'maxTicketsPerOrder', s.max_tickets_per_order, 'maxHeldPerClient', s.max_held_per_client,
        'paymentMinutes', s.payment_minutes, 'invoiceDays', s.invoice_days, 'noSingleSeatGap', s.no_single_seat_gap) from ${siteSettings} s where s.id = 1)`,
    })
    .from(ticketOffers)
    .where(eq(ticketOffers.idJet, sql.placeholder('idJet')))
    .prepare('ticket_offer_shape'),
);

async function offerShape(database: Db, idJet: number): Promise<OfferShape | undefined> {
  const [row] = await offerShapeQuery(database).execute({ idJet });
  return row;
}

/** Checks the request against the offer (outside any lock: the offer itself does not change on a sale). */
function resolveRequest(offer: OfferShape | undefined, request: CartRequest, now: Date, atCounter = false): Resolved {
  if (!offer)
    throw new CartError(404, `There is no ticket sale for event ${request.event_jet_id}.`, CART_ERROR.unknownEvent);
  // The online sale window does not bind the counter: walk-ins buy while the date runs.
  if (!atCounter) assertSaleOpen(offer, now);
  const { groups, prices } = offer;

  // Without seat_group, the group is the one that offers all requested sale types.
  const group =
    request.seat_group != null
      ? groups.find((g) => g.seatGroup === request.seat_group)
      : groups.find((g) =>
          request.sale_type_ids.every((id) => prices.some((p) => p.seatGroupId === g.id && p.saleTypeId === id)),
        );
  if (!group)
    throw new CartError(
      404,
      'This seat group is not offered for this event.',
      request.seat_group != null ? CART_ERROR.seatGroupUnavailable : CART_ERROR.unknownSaleType,
    );
  if (group.status === '0')
    throw new CartError(409, 'This seat group is not on sale.', CART_ERROR.seatGroupUnavailable);

  const lines = request.sale_type_ids.map((saleTypeId, index) => {
    const price = prices.find((p) => p.seatGroupId === group.id && p.saleTypeId === saleTypeId);
    if (!price)
      throw new CartError(
        400,
        `Sale type ${saleTypeId} is not offered in this seat group.`,
        CART_ERROR.unknownSaleType,
      );
    return { priceId: price.id, unitPrice: price.price, quantity: request.quantities[index] };
  });

  if (group.seated) {
    // A seated seat group: block_id names a block (section) of the plan for best available.
    const section = request.block_id != null ? offer.sections[request.block_id - 1] : null;
    if (request.block_id != null && !section)
      throw new CartError(400, 'There is no such block on this seating plan.', CART_ERROR.timeslotUnavailable);
    return {
      offerId: offer.id,
      target: { seatGroupId: group.id, timeslotId: null },
      lines,
      seated: { seatIds: request.seat_ids ?? null, section: section ?? null },
    };
  }
  if (request.seat_ids)
    throw new CartError(400, 'This date has no seating plan: seats cannot be chosen.', CART_ERROR.seatGroupUnavailable);
  const slots = offer.slots.filter((slot) => slot.seatGroupId === group.id);
  let timeslotId: number | null = null;
  if (slots.length) {
    if (request.block_id == null) throw new CartError(400, 'Please choose a timeslot.', CART_ERROR.timeslotUnavailable);
    const slot = slots.find((s) => s.blockId === request.block_id);
    if (!slot || slot.status === '0')
      throw new CartError(409, 'This timeslot is not on sale.', CART_ERROR.timeslotUnavailable);
    timeslotId = slot.id;
  } else if (request.block_id != null) {
    throw new CartError(400, 'This seat group has no timeslots.', CART_ERROR.timeslotUnavailable);
  }
  return { offerId: offer.id, target: { seatGroupId: group.id, timeslotId }, lines, seated: null };
}

/**
 * The badge count at `now`: live single tickets (held, not ordered) plus subscriptions and vouchers
 * in the cart (a subscription counts once, not per date).
 */
export async function heldQuantity(database: Db, cartId: number, now: Date) {
  const [row] = await database
    .select({
      n: sql<number>`(select coalesce(sum(${r.quantity}), 0) from ${r} where ${and(eq(r.cartId, cartId), isNull(r.orderId), isNull(r.itemId), gt(r.expiresAt, now))})
        + (select coalesce(sum(${ticketCartItems.quantity}), 0) from ${ticketCartItems} where ${and(eq(ticketCartItems.cartId, cartId), isNull(ticketCartItems.orderId))})`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.n ?? 0);
}

/**
 * POST /api/shop-cart/: reserves the requested tickets of one seat group for 15 minutes. The offer
 * (and, unless the caller passes the rules, the shop's switch and rules) is read and checked first, one
 * query without lock; then one statement, the database function
 * ticket_add_to_cart (migration 0015), does the rest as its own transaction: the client's lock, the
 * caps (tickets per order and date, seats one client holds), the cart, and last the row lock of the
 * seat group or timeslot with count and write, so two buyers of the last seat can never both get it.
 * The seat lock is released by the commit on the server, never held while a reply travels to Node.
 */
export async function addToCart(
  client: ShopClient,
  request: CartRequest,
  rules?: BoxOfficeRules,
  /**
   * `alongside`: a check that must pass before anything is written (the route's rate limit), run
   * while the offer is read: one round trip less to wait for on every add in a rush.
   */
  options: { atCounter?: boolean; alongside?: Promise<unknown> } = {},
) {
  const [offer] = await Promise.all([offerShape(db(), request.event_jet_id), options.alongside]);
  // Without rules from the caller the shop's state comes with the offer (for an unknown event on its
  // own: an offline shop says so rather than 404).
  const limits = rules ?? (await shopRules(offer));
  const resolved = resolveRequest(offer, request, ticketingHooks().now(), options.atCounter);
  const wanted = resolved.lines.reduce((sum, l) => sum + l.quantity, 0);
  assertOrderCap(0, wanted, limits);
  const hooks = ticketingHooks();
  if (hooks.lockingDisabled) return addToCartUnlocked(client, resolved, wanted, limits);
  const now = hooks.now();
  const expiresAt = expiryFrom(now);
  try {
    const [row] = await addToCartQuery(db()).execute({
      token: client.token && CART_TOKEN.test(client.token) ? client.token : null,
      newToken: randomBytes(24).toString('base64url'),
      clientKey: client.addressKey,
      offerId: resolved.offerId,
      seatGroupId: resolved.target.seatGroupId,
      timeslotId: resolved.target.timeslotId,
      now: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      priceIds: list(resolved.lines.map((line) => line.priceId)),
      quantities: list(resolved.lines.map((line) => line.quantity)),
      unitPrices: list(resolved.lines.map((line) => line.unitPrice)),
      maxPerOrder: limits.max_tickets_per_order,
      maxHeld: limits.max_held_per_client,
      lockTimeout: `${Math.max(1, Math.round(hooks.lockTimeoutMs))}ms`,
      pauseMs: Math.round(hooks.pauseBetweenCheckAndWriteMs),
      seatIds: resolved.seated?.seatIds ? list(resolved.seated.seatIds) : null,
      section: resolved.seated?.section ?? null,
      noSingle: limits.no_single_seat_gap,
    });
    return {
      cart: { id: row.cartId, token: row.cartToken },
      expiresAt,
      ticketsQuantity: row.ticketsQuantity,
      seatIds: row.seatIds ?? [],
    };
  } catch (error) {
    throw refusal(error, limits, now, resolved.seated !== null);
  }
}

/** The shop's rules for add to cart without rules from the caller; refuses while the shop is offline. */
async function shopRules(offer: OfferShape | undefined) {
  const state = offer ? shopSettings(offer.shop) : await shopState();
  if (!state.online) throw shopOfflineError();
  return state.rules;
}

const list = (values: (number | string)[]) => `{${values.join(',')}}`;
const typed = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
const addToCartQuery = preparedPerDb((database) =>
  database
    .select({
      cartId: sql<number>`a.cart_id`,
      cartToken: sql<string>`a.cart_token`,
      ticketsQuantity: sql<number>`a.tickets_quantity`,
      seatIds: sql<number[] | null>`a.seat_ids`,
    })
    .from(
      sql`ticket_add_to_cart(${typed('token', 'text')}, ${typed('newToken', 'text')}, ${typed('clientKey', 'text')}, ${typed('offerId', 'integer')},
        ${typed('seatGroupId', 'integer')}, ${typed('timeslotId', 'integer')}, ${typed('now', 'timestamptz')}, ${typed('expiresAt', 'timestamptz')},
        ${typed('priceIds', 'integer[]')}, ${typed('quantities', 'integer[]')}, ${typed('unitPrices', 'numeric[]')},
        ${typed('maxPerOrder', 'integer')}, ${typed('maxHeld', 'integer')}, ${typed('lockTimeout', 'text')}, ${typed('pauseMs', 'integer')},
        ${typed('seatIds', 'integer[]')}, ${typed('section', 'text')}, ${typed('noSingle', 'boolean')}) as a`,
    )
    .prepare('ticket_add_to_cart'),
);

/** ticket_add_to_cart's refusals (raised, so nothing it wrote stays) as the API's errors. */
function refusal(error: unknown, rules: BoxOfficeRules, now: Date, seated: boolean) {
  const found = databaseError(error);
  switch (found?.code) {
    case 'MV409':
      return seated ? notEnoughSeats() : notEnoughPlaces();
    case 'MV410':
      return seatTaken(found.detail);
    case 'MV411':
      return new CartError(
        409,
        'Please do not leave a single empty seat between taken seats.',
        CART_ERROR.singleSeatGap,
      );
    case 'MV404':
      return new CartError(404, 'A chosen seat is not offered in this seat group.', CART_ERROR.seatTaken);
    case 'MV400':
      return new CartError(400, 'Choose as many seats as tickets.', CART_ERROR.seatTaken);
    case 'MV422':
      return orderLimitError(rules);
    case 'MV429':
      return holdLimitError(rules, found.detail ? new Date(Number(found.detail)) : null, now);
    default:
      return isBusy(found?.code) ? busyError() : error;
  }
}

/**
 * The negative control of the concurrency tests (hooks.ts lockingDisabled): the same steps as
 * separate statements without transaction or lock and with a pause between check and write, which
 * oversells; it shows the tests would notice.
 */
async function addToCartUnlocked(client: ShopClient, resolved: Resolved, wanted: number, limits: BoxOfficeRules) {
  const database = db();
  const now = ticketingHooks().now();
  const expiresAt = expiryFrom(now);
  const existingCart = await cartForToken(client.token);
  if (existingCart)
    assertOrderCap(await cartSeatsForOffer(database, existingCart.id, resolved.offerId, now), wanted, limits);
  assertHoldCap(await clientHolds(database, existingCart?.id ?? null, client.addressKey, now), wanted, limits, now);
  const cart = existingCart ?? (await newCart(database, client.addressKey));
  const existing = existingCart ? await liveLinesFor(database, cart.id, resolved, now) : new Map<number, number>();
  if (existingCart)
    await database
      .update(r)
      .set({ expiresAt })
      .where(and(eq(r.cartId, cart.id), isNull(r.orderId), gt(r.expiresAt, now)));
  const ticketsQuantity = (existingCart ? await heldQuantity(database, cart.id, now) : 0) + wanted;
  let seats: number[] = [];
  if (resolved.seated) {
    const found = resolved.seated.seatIds
      ? resolved.seated.seatIds
      : await bestSeatsUnlocked(
          database,
          resolved.target.seatGroupId,
          wanted,
          resolved.seated.section,
          now,
          limits.no_single_seat_gap,
        );
    if (!found) throw notEnoughSeats();
    seats = found;
  } else {
    const capacity = await lockTarget(database, resolved.target, false);
    if (capacity - (await heldSeats(database, resolved.target, now)) < wanted) throw notEnoughPlaces();
  }
  await pause(ticketingHooks().pauseBetweenCheckAndWriteMs);
  let from = 0;
  for (const line of resolved.lines) {
    let lineId = existing.get(line.priceId);
    if (lineId)
      await database
        .update(r)
        .set({ quantity: sql`${r.quantity} + ${line.quantity}`, updatedAt: now })
        .where(eq(r.id, lineId));
    else
      [{ id: lineId }] = await database
        .insert(r)
        .values({
          cartId: cart.id,
          offerId: resolved.offerId,
          seatGroupId: resolved.target.seatGroupId,
          timeslotId: resolved.target.timeslotId,
          priceId: line.priceId,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          expiresAt,
        })
        .returning({ id: r.id });
    // Seat by seat: one statement for several seats locks them in the order they lie in the table, which
    // changes as they are rewritten; without the seat group's lock two buyers' statements then deadlock,
    // and PostgreSQL breaks each deadlock only after a second instead of letting the race happen.
    for (const seatId of seats.slice(from, from + line.quantity)) await giveSeats(database, lineId, [seatId]);
    from += line.quantity;
  }
  return { cart, expiresAt, ticketsQuantity, seatIds: seats };
}

/** The cart's live single-ticket lines for the requested prices and timeslot: price id -> line id. */
async function liveLinesFor(tx: Db, cartId: number, resolved: Resolved, now: Date) {
  const rows = await tx
    .select({ id: r.id, priceId: r.priceId })
    .from(r)
    .where(
      and(
        eq(r.cartId, cartId),
        inArray(
          r.priceId,
          resolved.lines.map((l) => l.priceId),
        ),
        isNull(r.itemId),
        resolved.target.timeslotId ? eq(r.timeslotId, resolved.target.timeslotId) : isNull(r.timeslotId),
        isNull(r.orderId),
        gt(r.expiresAt, now),
      ),
    );
  return new Map(rows.map((row) => [row.priceId, row.id]));
}

/** The cart's lines not yet ordered, live or expired, in the order they were added. */
async function openLines(database: Db, cartId: number) {
  return database
    .select()
    .from(r)
    .where(and(eq(r.cartId, cartId), isNull(r.orderId)))
    .orderBy(asc(r.id));
}

/**
 * Holds all open lines of the cart again for 15 minutes. Lines that had expired lost their seats,
 * so their capacity is checked again under the lock (the cart's own live holds do not count twice).
 * `until` lets checkout hold them to the order's payment deadline instead.
 */
async function renewCart(
  tx: Db,
  cartId: number,
  now: Date,
  locking: boolean,
  rules: BoxOfficeRules,
  until = expiryFrom(now),
) {
  const lines = await cartContents(tx, cartId, rules);
  await holdLines(tx, cartId, lines, now, locking, until);
  return lines;
}

/** The cart's open lines, refused when the cart is empty or over the per-date cap. */
export async function cartContents(tx: Db, cartId: number, rules: BoxOfficeRules) {
  const lines = await openLines(tx, cartId);
  // Items (vouchers, subscriptions) are only asked for when there is no ticket line.
  if (!lines.length) {
    const [items] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(ticketCartItems)
      .where(and(eq(ticketCartItems.cartId, cartId), isNull(ticketCartItems.orderId)));
    if (!Number(items?.n)) throw noReservation();
  }
  const perOffer = new Map<number, number>();
  for (const line of lines) perOffer.set(line.offerId, (perOffer.get(line.offerId) ?? 0) + line.quantity);
  for (const n of perOffer.values()) assertOrderCap(0, n, rules);
  return lines;
}

/**
 * A line with at least this long to run counts against capacity in every transaction that could
 * still be running when this one commits: each statement and each pause between statements is
 * bounded by DB_TIMEOUT_MS (lib/db/postgres.ts), and a checkout or renewal runs a dozen of them.
 */
const LIVE_MARGIN_MS = 5 * 60_000;

/**
 * Holds the lines until `until`. Lines that still run for a while only get their new expiry: they
 * count without a gap, so there is nothing to count again and no seat lock to queue for (an on-sale
 * rush checks out on one date; the lock would make every checkout wait for the one before). Otherwise
 * every seat target is locked (in the global order) and counted without this cart's own rows, so
 * lines that had expired get their seats only if still free. Callers run it last in their
 * transaction, so the seat locks are held as briefly as possible.
 */
export async function holdLines(
  tx: Db,
  cartId: number,
  lines: (typeof r.$inferSelect)[],
  now: Date,
  locking: boolean,
  until: Date | null,
) {
  const safe = new Date(now.getTime() + LIVE_MARGIN_MS);
  if (lines.length && lines.every((l) => l.expiresAt && l.expiresAt > safe)) {
    // The condition is checked again as each row is updated (and locked): a line that ran out
    // meanwhile is not extended here, and the locked path below decides.
    const kept = await tx
      .update(r)
      .set({ expiresAt: until, updatedAt: now })
      .where(
        and(
          inArray(
            r.id,
            lines.map((l) => l.id),
          ),
          gt(r.expiresAt, safe),
        ),
      )
      .returning({ id: r.id });
    if (kept.length === lines.length) return;
  }
  const targets = sortTargets(lines.map((l) => ({ seatGroupId: l.seatGroupId, timeslotId: l.timeslotId })));
  for (const target of targets) {
    const capacity = await lockTarget(tx, target, locking);
    const needed = lines.filter((l) => targetKey(l) === targetKey(target)).reduce((s, l) => s + l.quantity, 0);
    const others = await heldSeats(tx, target, now, cartId);
    if (capacity - others < needed)
      throw (await seatedGroups(tx, [target.seatGroupId])).size ? notEnoughSeats() : notEnoughPlaces();
  }
  // A seated line stands only with all its seats (under the locks just taken): one whose hold had run
  // out may have lost a seat to another buyer.
  if ((await linesMissingSeats(tx, lines)).length) throw notEnoughSeats();
  if (lines.length)
    await tx
      .update(r)
      .set({ expiresAt: until, updatedAt: now })
      .where(
        inArray(
          r.id,
          lines.map((l) => l.id),
        ),
      );
}

/**
 * 'Extend' on the cart page: a live hold may be extended once by another 15 minutes (pretix does the
 * same; WCAG 2.2.1 asks for a way to get more time). Once the hold has run out, 'reserve again'
 * holds the tickets anew if the seats are still free.
 */
export async function extendCart(cartId: number) {
  const { rules } = await shopState();
  return inventoryTransaction(db(), async (tx, locking) => {
    const now = ticketingHooks().now();
    const [cart] = await tx
      .select({ extensions: ticketCarts.extensions })
      .from(ticketCarts)
      .where(eq(ticketCarts.id, cartId));
    const live = await heldQuantity(tx, cartId, now);
    if (live > 0) {
      if ((cart?.extensions ?? 0) >= 1)
        throw new CartError(409, 'The reservation has already been extended once.', CART_ERROR.extensionUsed);
      await tx
        .update(ticketCarts)
        .set({ extensions: sql`${ticketCarts.extensions} + 1`, updatedAt: now })
        .where(eq(ticketCarts.id, cartId));
    }
    await renewCart(tx, cartId, now, locking, rules);
    return { ticketsQuantity: await heldQuantity(tx, cartId, now) };
  });
}

/** Sets the amount of one cart line; 0 removes it. Raising it checks capacity and caps under the lock. */
export async function changeLine(client: ShopClient & { cartId: number }, lineId: number, quantity: number) {
  const { cartId } = client;
  const [line] = await db()
    .select()
    .from(r)
    .where(and(eq(r.id, lineId), eq(r.cartId, cartId), isNull(r.orderId), isNull(r.itemId)));
  if (!line) throw new CartError(404, 'This ticket is not in your cart.', CART_ERROR.unknownLine);
  const { rules } = quantity > 0 ? await shopState() : { rules: null };
  return inventoryTransaction(db(), async (tx, locking) => {
    const now = ticketingHooks().now();
    const seated = (await seatedGroups(tx, [line.seatGroupId])).size > 0;
    if (quantity === 0 || !rules) {
      await tx.delete(r).where(eq(r.id, line.id));
    } else if (seated) {
      // Seats are chosen, not counted: a seated line can give seats back, more are added on the plan.
      if (quantity > line.quantity)
        throw new CartError(
          409,
          'More seats are added on the seating plan or by best available, not by raising the amount.',
          CART_ERROR.seatedLineFixed,
        );
      if (locking) await lockTarget(tx, { seatGroupId: line.seatGroupId, timeslotId: null }, true);
      await releaseSeatsBeyond(tx, line.id, quantity);
      // A line whose hold ran out is held again only with all its seats (another buyer may have them).
      if (!(line.expiresAt && line.expiresAt > now) && (await linesMissingSeats(tx, [{ ...line, quantity }])).length)
        throw notEnoughSeats();
      await tx
        .update(r)
        .set({ quantity, expiresAt: renewedExpiry(now), updatedAt: now })
        .where(eq(r.id, line.id));
    } else {
      if (locking) await lockClient(tx, cartId, client.addressKey);
      assertOrderCap(await cartSeatsForOffer(tx, cartId, line.offerId, now, line.id), quantity, rules);
      const holds = await clientHolds(tx, cartId, client.addressKey, now);
      const ownNow = line.expiresAt && line.expiresAt > now ? line.quantity : 0;
      assertHoldCap({ ...holds, held: holds.held - ownNow }, quantity, rules, now);
      const target = { seatGroupId: line.seatGroupId, timeslotId: line.timeslotId };
      const capacity = await lockTarget(tx, target, locking);
      const others = await heldSeats(tx, target, now, cartId);
      const ownElsewhere = (await openLines(tx, cartId))
        .filter((l) => l.id !== line.id && targetKey(l) === targetKey(target) && l.expiresAt && l.expiresAt > now)
        .reduce((s, l) => s + l.quantity, 0);
      if (capacity - others - ownElsewhere < quantity) throw notEnoughPlaces();
      await tx
        .update(r)
        .set({ quantity, expiresAt: renewedExpiry(now), updatedAt: now })
        .where(eq(r.id, line.id));
    }
    await tx
      .update(r)
      .set({ expiresAt: renewedExpiry(now) })
      .where(and(eq(r.cartId, cartId), isNull(r.orderId), gt(r.expiresAt, now)));
    return { ticketsQuantity: await heldQuantity(tx, cartId, now) };
  });
}

/** Removes a subscription or voucher from the cart (a subscription's seats go with it). */
export async function removeItem(cartId: number, itemId: number) {
  const removed = await db()
    .delete(ticketCartItems)
    .where(and(eq(ticketCartItems.id, itemId), eq(ticketCartItems.cartId, cartId), isNull(ticketCartItems.orderId)))
    .returning({ id: ticketCartItems.id });
  if (!removed.length) throw new CartError(404, 'This item is not in your cart.', CART_ERROR.unknownLine);
  return { ticketsQuantity: await heldQuantity(db(), cartId, ticketingHooks().now()) };
}

/** The cart for the cart page, texts in the page's language. */
export async function readCart(
  cartId: number | null,
  locale: Locale,
  extra: { cartUrl: string; isShopOnline: boolean },
): Promise<CartView> {
  const now = ticketingHooks().now();
  const base = { cart_url: extra.cartUrl, is_shop_online: extra.isShopOnline, now: now.toISOString() };
  if (cartId === null)
    return { lines: [], items: [], tickets_quantity: 0, expires_at: null, extensions_left: 1, total: '0.00', ...base };
  const [rows, itemRows, [cart]] = await Promise.all([
    db()
      .select({ line: r, offer: ticketOffers, group: ticketSeatGroups, price: ticketPrices, slot: ticketTimeslots })
      .from(r)
      .innerJoin(ticketOffers, eq(ticketOffers.id, r.offerId))
      .innerJoin(ticketSeatGroups, eq(ticketSeatGroups.id, r.seatGroupId))
      .innerJoin(ticketPrices, eq(ticketPrices.id, r.priceId))
      .leftJoin(ticketTimeslots, eq(ticketTimeslots.id, r.timeslotId))
      .where(and(eq(r.cartId, cartId), isNull(r.orderId)))
      .orderBy(asc(ticketOffers.dateStart), asc(r.id)),
    db()
      .select()
      .from(ticketCartItems)
      .where(and(eq(ticketCartItems.cartId, cartId), isNull(ticketCartItems.orderId)))
      .orderBy(asc(ticketCartItems.id)),
    db().select({ extensions: ticketCarts.extensions }).from(ticketCarts).where(eq(ticketCarts.id, cartId)),
  ]);
  const seats = await seatsOfLines(
    db(),
    rows.map((row) => row.line.id),
  );
  const all: (CartLine & { item_id: number | null })[] = rows.map(({ line, offer, group, price, slot }) => ({
    id: line.id,
    item_id: line.itemId,
    id_jet: offer.idJet,
    event_title: pick(offer.title, locale) ?? '',
    date_start: offer.dateStart?.toISOString() ?? null,
    seat_group: group.seatGroup,
    seat_group_text: pick(group.text, locale) ?? '',
    sale_type_id: price.saleTypeId,
    price_text: pick(price.text, locale) ?? price.name,
    unit_price: line.unitPrice,
    quantity: line.quantity,
    time_start: slot?.timeStart.toISOString() ?? null,
    time_end: slot?.timeEnd.toISOString() ?? null,
    block_id: slot?.blockId ?? null,
    expires_at: (line.expiresAt ?? now).toISOString(),
    expired: !line.expiresAt || line.expiresAt <= now,
    seats: seats
      .filter((s) => s.lineId === line.id)
      .map((s) => ({ id: s.id, section: s.section, row: s.row, number: s.number })),
  }));
  const lines = all.filter((l) => l.item_id === null).map(({ item_id: _, ...line }) => line);
  const items: CartItem[] = itemRows.map((item) => {
    const seats = all.filter((l) => l.item_id === item.id);
    return {
      id: item.id,
      kind: item.kind,
      title: pick(item.title, locale) ?? '',
      quantity: item.quantity,
      unit_price: item.unitPrice,
      dates: seats.map((l) => ({
        id_jet: l.id_jet,
        event_title: l.event_title,
        date_start: l.date_start,
        seat_group_text: l.seat_group_text,
      })),
      expired: seats.some((l) => l.expired),
    };
  });
  const live = all.filter((l) => !l.expired);
  const cents =
    lines.reduce((s, l) => s + parsePriceToCents(l.unit_price) * l.quantity, 0) +
    items.reduce((s, i) => s + parsePriceToCents(i.unit_price) * i.quantity, 0);
  return {
    lines,
    items,
    tickets_quantity:
      lines.filter((l) => !l.expired).reduce((s, l) => s + l.quantity, 0) + items.reduce((s, i) => s + i.quantity, 0),
    expires_at: live.length ? live.map((l) => l.expires_at).sort()[0] : null,
    extensions_left: Math.max(0, 1 - (cart?.extensions ?? 0)),
    total: centsToPrice(cents),
    ...base,
  };
}
