'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { EventOverlayTexts } from './list-texts';
import styles from './event-overlay.module.css';

// The list, its filters and data load only once the overlay is open.
const OverlayContent = dynamic(() => import('./overlay-content.client').then((m) => m.OverlayContent), { ssr: false });

/**
 * The open 'Programm und Karten' overlay (docs/requirements.md §2): full screen, slides up, puts ?overlay=true into
 * the URL; closes with the close icon or Escape (clearing the query string) and by itself when the
 * route path changes. Its opener mounts it only while open (the event pages' button and the
 * sticky navigation, which loads this file lazily on first click).
 */
export function EventOverlayPanel({
  eventsPath,
  texts,
  onClose,
}: {
  eventsPath: string;
  texts: EventOverlayTexts;
  onClose: () => void;
}) {
  const [headline, setHeadline] = useState<string | null>(null);
  const pathname = usePathname();
  const [openedAt] = useState(pathname);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (pathname !== openedAt) onCloseRef.current();
  }, [pathname, openedAt]);

  useEffect(() => {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?overlay=true`);
    document.documentElement.classList.add('no-scroll');
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('no-scroll');
    };
  }, []);

  function close() {
    window.history.replaceState(window.history.state, '', window.location.pathname);
    onCloseRef.current();
  }

  return (
    <div ref={panel} className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="event-overlay-title">
      <div className={styles.head}>
        <h2 id="event-overlay-title" className={styles.title}>
          {headline ?? texts.title}
        </h2>
        <button ref={closeButton} type="button" className={styles.close} onClick={close} aria-label={texts.close}>
          ×
        </button>
      </div>
      <div className={styles.body}>
        <OverlayContent
          eventsPath={eventsPath}
          texts={texts}
          scrollTarget={() => panel.current ?? window}
          onHeadline={setHeadline}
        />
      </div>
    </div>
  );
}
