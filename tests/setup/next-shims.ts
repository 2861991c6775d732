import { vi } from 'vitest';
import { testCookies } from '../helpers/cookies';

/**
 * Next's request-scoped APIs do not exist outside a running server. Route-handler and domain tests
 * call the real code; these shims give it a pass-through cache and the test's cookies.
 */
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
}));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (testCookies.has(name) ? { name, value: testCookies.get(name)! } : undefined),
    has: (name: string) => testCookies.has(name),
    getAll: () => [...testCookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void testCookies.set(name, value),
    delete: (name: string) => void testCookies.delete(name),
  }),
  headers: async () => new Headers(),
  // Draft mode is the __prerender_bypass cookie, as in Next.
  draftMode: async () => ({
    isEnabled: testCookies.has('__prerender_bypass'),
    enable: () => void testCookies.set('__prerender_bypass', 'test'),
    disable: () => void testCookies.delete('__prerender_bypass'),
  }),
}));
