// POST /api/counter/sales/{code}/mail/ - mail a counter sale's tickets to the buyer through the outbox
// (box office staff, CSRF); the result screen's plain form goes back to it (303).
import { NextResponse } from 'next/server';
import { ApiError, withRoute } from '@/lib/api';
import { counterCodeParams, counterMailRequest } from '@/features/counter';
import { counterRequest, counterResultPath, formLocale, mailCounterOrder } from '@/features/counter/server';

export const POST = withRoute({ params: counterCodeParams }, async ({ req, params }) => {
  const { form, json } = await counterRequest(req, 2048);
  if (!form) return mailCounterOrder(params.code, counterMailRequest.parse(json ?? {}).email);
  const parsed = counterMailRequest.safeParse({ email: form.get('email') ?? '' });
  let query: string;
  try {
    if (!parsed.success) throw new ApiError(400, 'Please check the e-mail address.', 'bad_email');
    query = `mailed=${encodeURIComponent((await mailCounterOrder(params.code, parsed.data.email)).email)}`;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    query = `error=${encodeURIComponent(error.message)}`;
  }
  const path = `${counterResultPath(formLocale(form), params.code)}?${query}`;
  return NextResponse.redirect(new URL(path, req.nextUrl.origin), 303);
});
