import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/messages/de.json';
import type { EventOverlayTexts } from '@/features/events/client';
import { StickyNav } from './sticky-nav.client';
import { ChromeStateProvider, StickyTicketSource } from '../chrome/chrome-state.client';
import { openWidget } from '@/features/webshop/client';

const nav = vi.hoisted(() => ({ pathname: '/de/besuch/anreise' }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname }));
// The real panel fetches the programme; here only the sticky navigation's wiring is under test.
vi.mock('@/features/events/components/event-overlay-panel.client', () => ({
  EventOverlayPanel: ({ eventsPath, onClose }: { eventsPath: string; onClose: () => void }) => (
    <div role="dialog" aria-label="Programm und Karten" data-events-path={eventsPath}>
      <button type="button" onClick={onClose}>
        Programm schließen
      </button>
    </div>
  ),
}));

const EVENTS = '/de/programm/veranstaltungen';
// The panel is mocked above: only the texts' presence (the button shows) matters here.
const overlayTexts: EventOverlayTexts = { locale: 'de', ...de.EventOverlay, loadError: de.EventList.loadError };
const footer = { intersecting: false, callbacks: [] as ((entries: { isIntersecting: boolean }[]) => void)[] };

const renderSticky = (overlayButton = true) =>
  render(
    <>
      <footer data-site-footer="" />
      <StickyNav
        items={[]}
        eventsHref={EVENTS}
        texts={de.StickyNav}
        overlay={overlayButton ? overlayTexts : null}
        icons={{ ticket: null, top: null }}
      />
    </>,
  );
const overlayLink = () => screen.queryByRole('link', { name: 'Programm und Karten' });

describe('sticky navigation overlay button', () => {
  beforeEach(() => {
    nav.pathname = '/de/besuch/anreise';
    footer.callbacks = [];
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        footer.callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });

  it('is a link to the events list that opens the overlay on a plain click and gets focus back on close', async () => {
    renderSticky();
    const link = overlayLink()!;
    expect(link).toHaveAttribute('href', EVENTS);
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    // fireEvent returns false when the click's default (following the link) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Programm und Karten' });
    expect(dialog).toHaveAttribute('data-events-path', EVENTS);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Programm schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link);
  });

  it('lets a modified click (new tab) follow the link instead', () => {
    renderSticky();
    let preventedByNav: boolean | null = null;
    // Record whether the navigation let the click through, then stop jsdom from trying to navigate.
    const record = (e: Event) => {
      preventedByNav = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(overlayLink()!, { ctrlKey: true });
    document.removeEventListener('click', record);
    expect(preventedByNav).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is hidden on the events pages, in the footer area and when the design setting is off', () => {
    nav.pathname = `${EVENTS}/brotbacken/12`;
    const { unmount } = renderSticky();
    expect(overlayLink()).toBeNull();
    unmount();
    nav.pathname = '/de';
    renderSticky(false);
    expect(overlayLink()).toBeNull();
  });

  it('steps aside while the footer is in view', () => {
    renderSticky();
    expect(overlayLink()).not.toBeNull();
    act(() => footer.callbacks.forEach((cb) => cb([{ isIntersecting: true }])));
    expect(overlayLink()).toBeNull();
    act(() => footer.callbacks.forEach((cb) => cb([{ isIntersecting: false }])));
    expect(overlayLink()).not.toBeNull();
  });
});

describe('sticky navigation and an open booking widget', () => {
  beforeEach(() => {
    nav.pathname = '/de/programm/veranstaltungen/brotbacken/12';
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });

  it('hides the ticket button while a widget is open, so it never covers the total or Add to cart on a phone', () => {
    render(
      <ChromeStateProvider>
        <StickyTicketSource ticketUrl="/webshop/event/12" prices={[{ price: '12.00' }]} isProduction={false} />
        <StickyNav
          items={[]}
          eventsHref={EVENTS}
          texts={de.StickyNav}
          overlay={overlayTexts}
          icons={{ ticket: null, top: null }}
        />
      </ChromeStateProvider>,
    );
    const ticket = () => screen.queryByRole('link', { name: 'Karten buchen' });
    expect(ticket()).toHaveAttribute('href', '/webshop/event/12');
    act(() => openWidget.set('widget-1'));
    expect(ticket()).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    act(() => openWidget.set(null));
    expect(ticket()).toHaveAttribute('href', '/webshop/event/12');
  });
});
