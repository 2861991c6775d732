import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { clientAddressKey } from '@/lib/client-address';
import { env } from '@/lib/env';
import { consume } from '@/lib/rate-limit';
import type { Locale } from '@/i18n/config';
import { errorMessage } from './messages';
import { storedUploadBytes } from './uploads';

/**
 * What keeps uploads from filling the disk: a disk quota for all form files together
 * (UPLOAD_QUOTA_MB, 413 when full) and a byte budget per client and hour (UPLOAD_BUDGET_MB, 429),
 * counted in the database so it holds across instances. A request without a known client address
 * (no proxy header) shares one budget: refusing too much beats letting such uploads through unlimited.
 */
export async function assertUploadAllowed(req: Request, locale: Locale, bytes: number) {
  if (bytes <= 0) return;
  const quota = env().UPLOAD_QUOTA_MB * 1024 * 1024;
  if ((await storedUploadBytes()) + bytes > quota)
    throw new ApiError(413, errorMessage(locale, 'uploadQuota'), 'upload_quota');
  await consume(
    'uploadBytes',
    [clientAddressKey(req) ?? 'unknown-client'],
    errorMessage(locale, 'uploadBudget'),
    'upload_budget',
    bytes,
  );
}
