import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GlobalError from '@/app/global-error';
import { globalErrorTexts } from '@/features/site';
import { localeOfPath } from '@/i18n/config';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import cs from '@/messages/cs.json';

describe('global error texts', () => {
  it('are the ErrorPage messages of each language', () => {
    for (const [locale, messages] of Object.entries({ de, en, cs }) as [keyof typeof globalErrorTexts, typeof de][]) {
      expect(globalErrorTexts[locale]).toEqual({
        renderFailed: messages.ErrorPage.renderFailed,
        backHome: messages.ErrorPage.backHome,
      });
    }
  });

  it('pick the language from the path, German otherwise', () => {
    expect(localeOfPath('/en/visit')).toBe('en');
    expect(localeOfPath('/cs')).toBe('cs');
    expect(localeOfPath('/de/besuch')).toBe('de');
    expect(localeOfPath('/webshop')).toBe('de');
  });

  it('renders the message and a link home', async () => {
    // The component renders <html>; jsdom nests it, which is enough to read the texts.
    const spy = console.error;
    console.error = () => undefined;
    render(<GlobalError error={new Error('boom')} />);
    // The view is a chunk of its own, loaded when the boundary shows.
    const heading = await screen.findByRole('heading', { level: 1 });
    console.error = spy;
    expect(heading.textContent).toBe(de.ErrorPage.renderFailed);
    expect(screen.getByRole('link', { name: de.ErrorPage.backHome }).getAttribute('href')).toBe('/de');
  });
});
