import { z } from 'zod';

/** Ids are PostgreSQL integers: anything larger is unknown, never a database error. */
const INT_MAX = 2_147_483_647;
const code = z.union([z.string().min(1).max(40), z.number().int()]).transform(String);

/** POST /api/shop-cart/ (docs/requirements.md §7): parallel arrays of quantities and sale types for one seat group. */
export const cartRequest = z
  .object({
    quantities: z.array(z.number().int().min(1).max(50)).min(1).max(20),
    event_jet_id: z.coerce.number().int().positive().max(INT_MAX, 'unknown event'),
    sale_type_ids: z.array(z.coerce.number().int().min(-INT_MAX).max(INT_MAX)).min(1).max(20),
    seat_group: code.nullish(),
    block_id: z.coerce.number().int().min(-INT_MAX).max(INT_MAX).nullish(),
    /** Seated dates: the seats chosen on the plan (ids of GET /api/shop-seating/); without them, best available. */
    seat_ids: z
      .array(z.coerce.number().int().positive().max(INT_MAX, 'unknown seat'))
      .min(1)
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, 'each seat may appear only once')
      .nullish(),
  })
  .refine((body) => body.quantities.length === body.sale_type_ids.length, {
    message: 'quantities and sale_type_ids must have the same length',
    path: ['quantities'],
  })
  .refine((body) => new Set(body.sale_type_ids).size === body.sale_type_ids.length, {
    message: 'each sale_type_id may appear only once',
    path: ['sale_type_ids'],
  })
  .refine((body) => !body.seat_ids || body.seat_ids.length === body.quantities.reduce((s, q) => s + q, 0), {
    message: 'choose as many seats as tickets',
    path: ['seat_ids'],
  });
export type CartRequest = z.infer<typeof cartRequest>;

/** Change the amount of one cart line (0 removes it). */
export const cartLineUpdate = z.object({ quantity: z.number().int().min(0).max(50) });

/** How the buyer may choose to pay; 'free' is chosen by the server when nothing is left to pay. */
export const PAYMENT_METHODS = ['invoice', 'stripe'] as const;

/** HTML forms send checkboxes as 'on' and empty fields as ''; JSON callers send true and omit them. */
const checkbox = z.preprocess(
  (v) => v === 'on' || v === 'true' || v === true,
  z.literal(true, 'Please accept the terms and conditions'),
);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

export const checkoutRequest = z.object({
  name: z.string().trim().min(2, 'Please enter your name').max(120),
  email: z.email('Please enter a valid e-mail address').max(200),
  gtc: checkbox,
  locale: z.enum(['de', 'en', 'cs']).default('de'),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'payment_method must be invoice or stripe' }).default('invoice'),
  voucher_code: optionalText(40),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** Value vouchers: whole euros, as printed on the card. */
export const VOUCHER_VALUES = [25, 50, 100] as const;
export const VOUCHER_VALIDITY_YEARS = 3;
const voucherRequest = z.object({
  value: z.coerce
    .number({ error: 'value must be a number' })
    .int('value must be whole euros')
    .min(10, 'at least 10 €')
    .max(500, 'at most 500 €'),
  quantity: z.coerce.number({ error: 'quantity must be a number' }).int().min(1, 'at least 1').max(10, 'at most 10'),
});
export type VoucherRequest = z.infer<typeof voucherRequest>;

/** A series subscription: one seat on each remaining date of the series, all or none. */
export const subscriptionRequest = z.object({
  series_id: z.coerce.number({ error: 'series_id must be a number' }).int().positive().max(INT_MAX, 'unknown series'),
  quantity: z.coerce.number({ error: 'quantity must be a number' }).int().min(1, 'at least 1').max(10, 'at most 10'),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequest>;

/** An order code in a path: the code alphabet only, so anything else is a 400, never a lookup. */
export const orderCodeParams = z.object({ code: z.string().regex(/^[2-9A-HJKMNP-Z]{6,20}$/, 'Not an order code') });

/** The buyer's own actions on an order, with the secret token from the mail or the order page. */
export const orderTokenBody = z.object({ token: z.string().min(1, 'token is missing').max(64) });

/** The buyer cancels: the token, and `back: 'account'` when the form sits on the account's order page (the answer goes back there). */
export const orderCancelBody = orderTokenBody.extend({ back: z.enum(['account']).optional() });

/** A plain HTML form as read off the wire: string fields, bounded; a page's own schema checks it next. */
export const plainForm = z
  .record(z.string().max(60), z.string().max(200))
  .refine((form) => Object.keys(form).length <= 200, 'The form has too many fields.');

const QUANTITY_FIELD = /^q_(\d{1,10})_(-?\d{1,10})$/;
const SLOT_FIELD = /^slot_(\d{1,10})$/;

/**
 * The event page's ticket form, posted without JavaScript: `q_<seat group id>_<sale type>` holds the
 * amount of one price ('' or 0 for none), `slot_<seat group id>` the chosen timeslot's block. Seat
 * groups with at least one ticket come out in the order of the form, one cart request each (docs/requirements.md §7).
 */
export const ticketForm = z
  .object({
    id_jet: z.coerce.number({ error: 'id_jet must be a number' }).int().positive().max(INT_MAX, 'unknown event'),
  })
  .catchall(z.string().max(40))
  .transform((form, ctx) => {
    const groups = new Map<
      number,
      { seat_group_id: number; sale_type_ids: number[]; quantities: number[]; block_id: number | null }
    >();
    const group = (id: number) =>
      groups.get(id) ??
      groups.set(id, { seat_group_id: id, sale_type_ids: [], quantities: [], block_id: null }).get(id)!;
    const slots = new Map<number, number>();
    for (const [key, raw] of Object.entries(form)) {
      if (typeof raw !== 'string') continue;
      const value = raw.trim();
      const slot = SLOT_FIELD.exec(key);
      if (slot) {
        if (!/^-?\d{1,10}$/.test(value) || Math.abs(Number(value)) > INT_MAX)
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be a timeslot number' });
        else slots.set(Number(slot[1]), Number(value));
        continue;
      }
      const quantity = QUANTITY_FIELD.exec(key);
      if (!quantity || value === '' || value === '0') continue;
      if (!/^\d{1,3}$/.test(value) || Number(value) > 50) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be a whole number from 0 to 50' });
        continue;
      }
      const [groupId, saleType] = [Number(quantity[1]), Number(quantity[2])];
      if (groupId > INT_MAX || Math.abs(saleType) > INT_MAX) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'unknown price' });
        continue;
      }
      const entry = group(groupId);
      entry.sale_type_ids.push(saleType);
      entry.quantities.push(Number(value));
    }
    for (const entry of groups.values()) entry.block_id = slots.get(entry.seat_group_id) ?? null;
    if (groups.size > 20) ctx.addIssue({ code: 'custom', path: ['id_jet'], message: 'too many seat groups' });
    return { id_jet: form.id_jet, groups: [...groups.values()] };
  });
export type TicketForm = z.infer<typeof ticketForm>;

/**
 * A voucher order from the vouchers page or as JSON: a value of VOUCHER_VALUES, or `value: 'custom'`
 * with the amount in `custom_value` (a plain form cannot put a typed amount into the radio's value).
 */
export const voucherOrder = z.preprocess((raw) => {
  if (raw && typeof raw === 'object' && (raw as Record<string, unknown>).value === 'custom') {
    const { custom_value, ...rest } = raw as Record<string, unknown>;
    return {
      ...rest,
      value: typeof custom_value === 'string' && custom_value.trim() === '' ? undefined : custom_value,
    };
  }
  return raw;
}, voucherRequest);

/** A voucher code in a path, as printed (GUT-XXXX-XXXX-XXXX); case and blanks do not matter. */
export const voucherCodeParams = z.object({
  code: z
    .string()
    .max(40, 'Not a voucher code')
    .transform((code) => code.trim().toUpperCase())
    .pipe(z.string().regex(/^GUT-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/, 'Not a voucher code')),
});
const formLang = z.enum(['de', 'en', 'cs']).default('de');
const formId = z.coerce.number({ error: 'Not a number' }).int().positive().max(INT_MAX, 'unknown id');

/**
 * The cart page's plain forms (JavaScript off): change the amount of a line (0 removes it), remove a
 * subscription or voucher, or extend the hold (the same action reserves expired tickets again).
 */
export const cartFormAction = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('line'),
    line: formId,
    quantity: z.coerce.number({ error: 'Not a number' }).int().min(0).max(50),
    lang: formLang,
  }),
  z.object({ action: z.literal('remove-item'), item: formId, lang: formLang }),
  z.object({ action: z.literal('extend'), lang: formLang }),
]);
