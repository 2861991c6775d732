/** The cookies `next/headers` returns in tests (see tests/setup/next-shims.ts). */
export const testCookies = new Map<string, string>();
