/**
 * POST /{lang}/api/forms-entries/ - stores a form entry and answers with the thank-you text.
 * JSON {form, field_values} from the form island; a plain multipart post (no JavaScript) is
 * answered with a redirect to the thank-you page, or back to the form with the messages.
 */
import { NextResponse } from 'next/server';
import { ApiError, assertSameOrigin, forbidden, localeParams, withRoute } from '@/lib/api';
import { errorResponse } from '@/lib/api/with-route';
import { entryPayloadSchema } from '@/features/forms';
import {
  assertUploadAllowed,
  saveDraft,
  FormInvalidError,
  submitEntry,
  formMessage,
  readPlainPost,
  limitFormAction,
  readJsonBody,
} from '@/features/forms/server';

export const POST = withRoute({ params: localeParams }, async ({ req, params }) => {
  const { locale } = params;
  assertSameOrigin(req, () => forbidden('Forms are only accepted from this website.'));
  await limitFormAction(req, 'submit', formMessage(locale, 'rateLimited'));

  if (!/^multipart\/form-data/i.test(req.headers.get('content-type') ?? '')) {
    const payload = entryPayloadSchema.parse(await readJsonBody(req));
    return NextResponse.json(await submitEntry(locale, payload), { status: 201 });
  }

  const plain = await readPlainPost(req, locale);
  await assertUploadAllowed(
    req,
    locale,
    Object.values(plain.posted).reduce((bytes, file) => bytes + file.buffer.length, 0),
  );
  const base = `/${locale}/forms/${encodeURIComponent(plain.slug)}/${plain.payload.form}`;
  const to = (path: string) => NextResponse.redirect(new URL(path, req.nextUrl.origin), 303);
  try {
    await submitEntry(locale, plain.payload, plain.posted, plain.fileErrors);
    return to(`${base}/thanks`);
  } catch (error) {
    if (!(error instanceof ApiError)) return errorResponse(error, req);
    const values = Object.fromEntries(
      Object.entries(plain.payload.field_values).filter(([slug]) => !plain.posted[slug]),
    );
    const errors = error instanceof FormInvalidError ? (error.details as Record<string, string>) : {};
    const token = await saveDraft({ formId: plain.payload.form, values, errors, summary: error.message });
    return to(`${base}/check?draft=${token}`);
  }
});
