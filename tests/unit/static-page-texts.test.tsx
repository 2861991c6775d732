import { render, screen } from '@testing-library/react';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/[locale]/error';
import { loadingTexts } from '@/components/loading-texts';
import { EventListSkeleton } from '@/components/skeletons';
import { loginFormTexts } from '@/features/auth/server';
import { errorPageTexts, NotFoundView } from '@/features/site';
import { notFoundTexts } from '@/features/site/server';
import { pluralText } from '@/i18n/client-texts';
import { locales } from '@/i18n/config';
import cs from '@/messages/cs.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

const params = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useParams: () => params,
  usePathname: () => `/${params.locale}/nowhere`,
}));
vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));
vi.mock('@/lib/report-client', () => ({ reportError: vi.fn() }));

const messages = { de, en, cs };

describe('texts of client components no server component can hand texts to', () => {
  it('are the messages of each language', () => {
    for (const locale of locales) {
      const m = messages[locale];
      expect(loadingTexts[locale]).toEqual({ loading: m.Common.loading, listLoading: m.Common.listLoading });
      const { title, unknown, retry, backHome } = m.ErrorPage;
      expect(errorPageTexts[locale]).toEqual({ title, unknown, retry, backHome });
    }
  });

  it('render the error boundary, the 404 and a skeleton in the language of the page, without a message provider', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    params.locale = 'cs';
    const { unmount } = render(
      <ErrorPage error={Object.assign(new Error('boom'), { status: 503, digest: 'x' })} reset={() => undefined} />,
    );
    // The boundary's view loads when a page fails (React lazy).
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Chyba 503');
    expect(screen.getByText(cs.ErrorPage.unknown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cs.ErrorPage.retry })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cs.ErrorPage.backHome })).toHaveAttribute('href', '/cs');
    unmount();

    render(<NotFoundView locale="en" texts={await notFoundTexts('en')} inSite customHtml={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.ErrorPage.notFound);
    expect(screen.getByRole('link', { name: en.ErrorPage.backHome })).toHaveAttribute('href', '/en');
    params.locale = 'en';
    render(<EventListSkeleton rows={1} />);
    expect(screen.getByRole('status')).toHaveTextContent(en.Common.loading);
  });

  it("give the login form's lock message for every number of minutes as next-intl formats it", async () => {
    for (const locale of locales) {
      const texts = await loginFormTexts(locale);
      const t = createTranslator({ locale, messages: messages[locale], namespace: 'Login' });
      for (const minutes of [1, 2, 3, 5, 21, 60])
        expect(pluralText(texts.locked, locale, minutes)).toBe(t('locked', { minutes }));
    }
  });
});
