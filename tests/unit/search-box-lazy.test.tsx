import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBoxLazy } from '@/features/search/client';
import { searchBoxTexts } from '@/features/search/server';

vi.mock('next/navigation', () => ({ usePathname: () => '/de', useRouter: () => ({ push: vi.fn() }) }));
// Its texts are made on the server (next-intl/server read from the messages here); no provider needed.
vi.mock('next-intl/server', () => import('@/tests/helpers/intl-server-mock'));
const texts = await searchBoxTexts('de');

const desktop = (matches: boolean) => {
  window.matchMedia = vi.fn().mockReturnValue({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
  });
};

const renderBox = () => render(<SearchBoxLazy locale="de" texts={texts} />);

describe('search box, loaded on first use', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ results: [{ text: 'Zehntscheune' }, { text: 'Zehntrecht' }] })),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('is the plain search form until used, then the autocomplete takes over the typed text, focus and caret', async () => {
    desktop(false);
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Suche' });
    // The placeholder: a GET form to the search page (what it does without JavaScript), nothing expanded.
    expect(box.closest('form')).toHaveAttribute('action', '/de/search');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(box.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
    expect(fetch).not.toHaveBeenCalled();

    const user = userEvent.setup();
    // Focus (Tab, or a tap) loads SearchBox; the keys typed meanwhile go to whichever input is there.
    box.focus();
    await user.keyboard('Zehnt');
    // SearchBox has replaced the placeholder's input: the text is there, focus too, and typing goes on.
    await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(box));
    const taken = screen.getByRole('combobox');
    expect(taken).toHaveFocus();
    await user.keyboard('s');
    expect(taken).toHaveValue('Zehnts');
    expect(await screen.findByRole('option', { name: 'Zehntscheune' })).toBeVisible();
    expect(taken).toHaveAttribute('aria-expanded', 'true');
    expect(String(vi.mocked(fetch).mock.calls.at(-1)?.[0])).toContain('/api/search/autocomplete/?lang=de&query=zehnts');
    // The count of suggestions is announced, its plural picked in the browser.
    expect(screen.getByText('2 Vorschläge verfügbar, mit Pfeil nach unten auswählen')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Zehntscheune' })).toHaveFocus();
  });

  it('on a desktop keeps the focus on its button through the takeover, and the button opens the field', async () => {
    desktop(true);
    renderBox();
    const open = screen.getByRole('button', { name: 'Suche öffnen' });
    expect(screen.queryByRole('combobox')).toBeNull();
    open.focus();
    // A keyboard user tabbing to the button stays on it when SearchBox replaces it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Suche öffnen' })).not.toBe(open));
    expect(screen.getByRole('button', { name: 'Suche öffnen' })).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeVisible();
  });

  it('on the search page shows the query, and focus alone does not open suggestions for it', async () => {
    desktop(true);
    render(<SearchBoxLazy variant="page" label="Suche" initialQuery="Dorf" locale="de" texts={texts} />);
    const box = screen.getByRole('combobox', { name: 'Suche' });
    expect(box).toHaveValue('Dorf');
    box.focus();
    await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(box));
    const taken = screen.getByRole('combobox');
    expect(taken).toHaveFocus();
    expect(taken).toHaveValue('Dorf');
    // Its suggestions for the query arrive, but stay closed until the visitor types.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('option')).toBeNull();
    expect(taken).toHaveAttribute('aria-expanded', 'false');
    // Typing, as in any search box, opens the suggestions for the new text.
    await userEvent.setup().keyboard('{End}f');
    expect(await screen.findByRole('option', { name: 'Zehntscheune' })).toBeVisible();
    await waitFor(() => expect(String(vi.mocked(fetch).mock.calls.at(-1)?.[0])).toContain('query=dorff'));
  });
});
