// POST /api/counter/sales/ - a walk-in sale at the counter, paid at once in cash or by card terminal
// (box office staff, CSRF). JSON from scripts and tests (201 with the sale); the counter page's plain
// form is answered with 303 to the result screen, or back to the counter with the refusal in words.
import { NextResponse } from 'next/server';
import { ApiError, withRoute } from '@/lib/api';
import { counterSaleRequest, saleFromForm } from '@/features/counter';
import { counterRequest, counterResultPath, formLocale, sellAtCounter } from '@/features/counter/server';

export const POST = withRoute({}, async ({ req }) => {
  const { user, form, json } = await counterRequest(req, 8192);
  if (!form) return NextResponse.json(await sellAtCounter(user, counterSaleRequest.parse(json)), { status: 201 });
  // The refusal's words, and its code for the page to say it in the seller's language when it knows it.
  const back = (error: string, code?: string | number) => {
    const query = new URLSearchParams({ error, date: form.get('event_jet_id') ?? '', code: String(code ?? '') });
    return NextResponse.redirect(new URL(`/${formLocale(form)}/dashboard/counter?${query}`, req.nextUrl.origin), 303);
  };
  const parsed = counterSaleRequest.safeParse(saleFromForm(form));
  if (!parsed.success) return back(parsed.error.issues[0]?.message ?? 'Please check the sale.');
  try {
    const sale = await sellAtCounter(user, parsed.data);
    const change = sale.change_cents === null ? '' : `?change=${sale.change_cents}`;
    const result = counterResultPath(formLocale(form), sale.code);
    return NextResponse.redirect(new URL(`${result}${change}`, req.nextUrl.origin), 303);
  } catch (error) {
    if (error instanceof ApiError) return back(error.message, error.code);
    throw error;
  }
});
