'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { TicketIcon } from '@/components/icons';
import { fill } from '@/i18n/client-texts';
import type { Locale } from '@/i18n/config';
import type { BookingWidgetProps } from './props';
import { openWidget, useOpenWidgetId } from './open-widget';
import { usePlacesLeft } from '../availability-client';
import type { StoreKeeper, WidgetStore } from './store';
import styles from './booking-widget.module.css';

/**
 * The panel is the heavy part: it loads only when a visitor opens a widget (or hovers its button).
 * React's lazy, not next/dynamic: the panel never renders on the server (it is closed there), and
 * next/dynamic's loader would add about 1.7 kB gzip to the first load of every event page.
 */
const loadPanel = () => import('./booking-panel.client').then((m) => m.BookingPanel);
const BookingPanel = lazy(() => loadPanel().then((component) => ({ default: component })));
/** On hover or focus: the panel's code and its messages, so a click finds both ready. */
const preloadPanel = (locale: Locale) => void import('./booking-panel.client').then((m) => m.preloadMessages(locale));

const RESET_DELAY_MS = 250;

function storeKeeper(): StoreKeeper {
  let kept: WidgetStore | null = null;
  return { get: () => kept, set: (store) => void (kept = store) };
}

/** docs/requirements.md §2 booking widget: closed or open, only one open at a time, closes by button, Escape or outside click. */
export function BookingWidget(props: BookingWidgetProps) {
  const { texts } = props;
  const id = useId();
  const panelId = `${id}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Made by the panel on its first opening: the selection rules and store load with it (issue 19).
  const [keep] = useState(storeKeeper);
  const open = useOpenWidgetId() === id;
  const setOpenId = openWidget.set;
  const wasOpen = useRef(false);
  // Asked in the browser: the page around the widget is cached and says nothing about places left.
  const places = usePlacesLeft(props.idJet, texts.locale);

  const { startOpen } = props;
  useEffect(() => {
    if (!startOpen) return;
    setOpenId(id);
    buttonRef.current?.focus();
  }, [startOpen, setOpenId, id]);

  // Closing (by any route, including another widget opening) clears the selection at once and
  // resets step and summary after the close animation.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      const root = rootRef.current;
      const rect = root?.getBoundingClientRect();
      if (root && rect && (rect.bottom > window.innerHeight || rect.top < 0))
        root.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const selection = keep.get();
    if (!selection) return;
    selection.getState().clearSelection();
    const timer = setTimeout(() => selection.getState().resetView(), RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, keep]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenId(null);
      buttonRef.current?.focus();
    };
    // Outside *click*, not pointerdown: closing on the press collapsed this panel (it sits in the
    // page flow) before the pointer was released, everything below moved up, and the browser dropped
    // the click on the next widget's button, which then needed a second click. A click also leaves
    // the widget open while a finger scrolls the list. composedPath() still holds the panel when the
    // clicked button was replaced by the click itself (Back, a step link); a press that starts in the
    // panel and ends outside (a slipped finger, selecting text) counts as inside.
    let pressedInside = false;
    const inside = (event: Event) => !!rootRef.current && event.composedPath().includes(rootRef.current);
    const onPointerDown = (event: PointerEvent) => {
      pressedInside = inside(event);
    };
    const onClick = (event: MouseEvent) => {
      const fromInside = pressedInside || inside(event);
      pressedInside = false;
      // Another widget's button may have handled this click first and opened itself: leave it open.
      if (!fromInside && openWidget.get() === id) setOpenId(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
    };
  }, [open, setOpenId, id]);

  if (places?.state === 'soldOut' && !open)
    return (
      <div ref={rootRef} className={styles.widget} data-open={false}>
        <p className={styles.availability} data-state="soldOut" aria-label={`${props.text}: ${places.text}`}>
          {places.text}
        </p>
      </div>
    );

  return (
    <div ref={rootRef} className={styles.widget} data-open={open}>
      <button
        ref={buttonRef}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={fill(texts.openLabel, { event: props.text })}
        aria-describedby={places?.text ? `${id}-places` : undefined}
        onClick={() => setOpenId(open ? null : id)}
        onPointerEnter={() => preloadPanel(texts.locale)}
        onFocus={() => preloadPanel(texts.locale)}
      >
        <TicketIcon />
        {texts.open}
      </button>
      {places?.text && (
        <p id={`${id}-places`} className={styles.availability} data-state={places.state}>
          {places.text}
        </p>
      )}
      {open && (
        <div id={panelId} role="region" aria-label={fill(texts.region, { event: props.text })} className={styles.panel}>
          <Suspense fallback={<div className={styles.panelLoading} aria-busy="true" />}>
            <BookingPanel
              {...props}
              placesLeft={places?.groups}
              keep={keep}
              onClose={() => {
                setOpenId(null);
                buttonRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
