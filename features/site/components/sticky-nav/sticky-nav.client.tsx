'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { EventOverlayPanel, loadEventOverlayPanel, type EventOverlayTexts } from '@/features/events/client';
import { useWidgetOpen } from '@/features/webshop/client';
import { ScrollToTop } from '@/components/scroll-to-top.client';
import type { StickyItem } from '@/features/pages';
import { ticketButton } from '../../sticky-ticket';
import { useChrome } from '../chrome/chrome-state.client';
import styles from './sticky-nav.module.css';

/** Plain clicks open the overlay; modified clicks (new tab, new window) follow the link to the list. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Made on the server (the site layout). */
type StickyNavTexts = {
  label: string;
  datesAndTickets: string;
  bookTickets: string;
  scrollTop: string;
  overlay: string;
};

type Props = {
  items: StickyItem[];
  eventsHref: string;
  texts: StickyNavTexts;
  /** The overlay's texts, only where the design setting stickyOverlayButton shows its button. */
  overlay: EventOverlayTexts | null;
  /** Rendered on the server: icons are not part of the browser's code. */
  icons: { ticket: ReactNode; top: ReactNode };
};

/**
 * Sticky navigation (docs/requirements.md §2): the 'Programm und Karten' button opening the event overlay (a link to
 * the events list without JavaScript), the page's ticket button, sticky item links after half a
 * window of scrolling, scroll-to-top. All of it steps aside in the footer and while a booking widget
 * is open (on a phone it would sit on the widget's total and 'Add to cart'); the overlay button also
 * on the events pages, and only when the design setting stickyOverlayButton allows it.
 */
export function StickyNav({ items, eventsHref, texts: t, overlay: overlayTexts, icons }: Props) {
  const pathname = usePathname() ?? '';
  const { stickyTicket } = useChrome();
  const widgetOpen = useWidgetOpen();
  const [pastHalf, setPastHalf] = useState(false);
  const [inFooter, setInFooter] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const overlayTrigger = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const check = () => setPastHalf(window.scrollY > window.innerHeight / 2);
    // scrollY needs a finished layout: asked at once, it made the browser lay the page out inside
    // the hydration's long task; one frame later the layout is done anyway (issue #19, TBT).
    const frame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
    };
  }, []);

  useEffect(() => {
    const footer = document.querySelector('[data-site-footer]');
    if (!footer) return;
    const observer = new IntersectionObserver(([entry]) => setInFooter(entry.isIntersecting));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  const onEventsPage = pathname === eventsHref || pathname.startsWith(`${eventsHref}/`);
  const showOverlay = overlayTexts !== null && !onEventsPage && !inFooter;
  const ticket = ticketButton(stickyTicket);
  const showLate = pastHalf && !inFooter;

  const overlay = overlayOpen && overlayTexts && (
    <EventOverlayPanel
      eventsPath={eventsHref}
      texts={overlayTexts}
      onClose={() => {
        setOverlayOpen(false);
        overlayTrigger.current?.focus();
      }}
    />
  );
  if (widgetOpen) return overlay;

  return (
    <>
      <nav className={styles.sticky} aria-label={t.label} data-menu-hide="">
        {showLate && items.length > 0 && (
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.url + item.text}>
                <a href={item.url} className={styles.item}>
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.buttons}>
          {ticket && !inFooter && (
            <a href={ticket.href} className={styles.ticket}>
              {icons.ticket}
              {ticket.kind === 'dates' ? t.datesAndTickets : t.bookTickets}
            </a>
          )}
          {showOverlay && (
            <a
              ref={overlayTrigger}
              href={eventsHref}
              className={styles.overlay}
              aria-label={t.overlay}
              aria-haspopup="dialog"
              aria-expanded={overlayOpen}
              // Fetched on the first hover or focus, so a click finds the overlay ready.
              onPointerEnter={() => void loadEventOverlayPanel()}
              onFocus={() => void loadEventOverlayPanel()}
              onClick={(e) => {
                if (!plainClick(e)) return;
                e.preventDefault();
                setOverlayOpen(true);
              }}
            >
              {icons.ticket}
              <span className={styles.overlayLabel}>{t.overlay}</span>
            </a>
          )}
          {showLate && <ScrollToTop label={t.scrollTop} className={styles.top} icon={icons.top} />}
        </div>
      </nav>
      {overlay}
    </>
  );
}
