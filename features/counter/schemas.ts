import { z } from 'zod';
import { parsePriceToCents } from '@/features/box-office';

const INT_MAX = 2_147_483_647;

/**
 * POST /api/counter/sales/: a walk-in sale at the counter. One date and one seat group (or timeslot)
 * per sale; quantities per price; paid at once in cash or by card terminal. Amounts in cents.
 */
export const counterSaleRequest = z
  .object({
    event_jet_id: z.coerce.number().int().positive().max(INT_MAX, 'unknown event'),
    seat_group: z.string().trim().min(1).max(40),
    /** Timeslot (block) of timed seat groups. */
    block_id: z.coerce.number().int().min(1).max(INT_MAX).nullish(),
    lines: z
      .array(
        z.object({
          sale_type_id: z.coerce.number().int().min(-INT_MAX).max(INT_MAX),
          quantity: z.coerce.number().int().min(0).max(50),
        }),
      )
      .min(1)
      .max(20),
    payment: z.enum(['cash', 'card'], { error: 'payment must be cash or card' }),
    /** Cash handed over, in cents (optional; the change is computed from it). */
    given_cents: z.coerce.number().int().min(0).max(10_000_000).nullish(),
    email: z.union([z.literal(''), z.email().max(254)]).nullish(),
    name: z.string().trim().max(120).nullish(),
    locale: z.enum(['de', 'en', 'cs']).default('de'),
  })
  .refine((body) => body.lines.some((l) => l.quantity > 0), {
    message: 'choose at least one ticket',
    path: ['lines'],
  })
  .refine((body) => new Set(body.lines.map((l) => l.sale_type_id)).size === body.lines.length, {
    message: 'each sale_type_id may appear only once',
    path: ['lines'],
  });

export type CounterSaleRequest = z.infer<typeof counterSaleRequest>;

/** POST /api/counter/sales/{code}/mail/: mail the order (tickets and receipt) to the buyer. */
export const counterMailRequest = z.object({
  email: z.union([z.literal(''), z.email().max(254)]).nullish(),
});

export const counterCodeParams = z.object({ code: z.string().regex(/^[2-9A-HJKMNP-Z]{10}$/, 'unknown order') });

/** The key of a counter row (seat group and timeslot) in the page's form fields. */
export const rowKey = (row: { seat_group: string; block_id: number | null }) =>
  `${row.seat_group}~${row.block_id ?? ''}`;

/**
 * The counter page's plain form (without JavaScript) as the sale request: `target` names the row
 * (seat group and timeslot), quantities arrive as `q~<row key>~<sale_type_id>` fields (every row's
 * fields are in the form; only the chosen row's count), the cash handed over as euros.
 */
export function saleFromForm(form: URLSearchParams): unknown {
  const target = form.get('target') ?? '';
  const [seatGroup, block] = target.split('~');
  const prefix = `q~${target}~`;
  const lines = [...form.keys()]
    .filter((key) => key.startsWith(prefix))
    .map((key) => ({ sale_type_id: key.slice(prefix.length), quantity: form.get(key) || '0' }));
  const given = (form.get('given') ?? '').trim();
  return {
    event_jet_id: form.get('event_jet_id'),
    seat_group: seatGroup ?? '',
    block_id: block || null,
    lines,
    payment: form.get('payment'),
    given_cents: /^\d{1,7}([.,]\d{1,2})?$/.test(given) ? parsePriceToCents(given) : null,
    email: form.get('email') ?? '',
    name: form.get('name') ?? '',
    locale: form.get('locale') ?? 'de',
  };
}
