import { z } from 'zod';

/**
 * zod 4 probes `new Function('')` when it builds an object schema, to compile faster parsers. Our
 * Content-Security-Policy has no 'unsafe-eval' (lib/security-headers.ts), so in the browser the probe
 * is a reported violation; the interpreter is fast enough for forms. The setting must come before
 * the first schema is built: import this module first in the staff apps that use zod in the browser,
 * and call the export (package.json marks modules side-effect free, so an unused import is dropped).
 */
z.config({ jitless: true });

export function zodWithoutEval() {
  return z.config().jitless;
}
