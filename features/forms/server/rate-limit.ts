import 'server-only';
import { clientAddressKey } from '@/lib/client-address';
import { consume } from '@/lib/rate-limit';

/**
 * Spam protection without a third-party service: 10 form submissions and 20 uploads per client per
 * 10 minutes (lib/rate-limit.ts formSubmit / formUpload), counted in the database so the limit holds
 * across server instances. The client is lib/client-address's (never an address the client wrote
 * itself); without one (loopback, a proxy not named in TRUSTED_PROXIES) all such clients share one bucket.
 */
export async function limitFormAction(req: Request, action: 'submit' | 'upload', message: string) {
  await consume(
    action === 'submit' ? 'formSubmit' : 'formUpload',
    [clientAddressKey(req) ?? 'local'],
    message,
    'rate_limited',
  );
}
