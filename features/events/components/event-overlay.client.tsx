'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { TicketIcon } from '@/components/icons';
import styles from './event-overlay.module.css';

// The list, its filters and data load only when the overlay opens.
const OverlayContent = dynamic(() => import('./overlay-content.client').then((m) => m.OverlayContent), { ssr: false });

/**
 * The 'Programm und Karten' overlay (SPEC 2): full screen, slides up, closes with the close icon
 * (clearing the query string) and by itself when the route path changes.
 */
export function EventOverlay({ eventsPath }: { eventsPath: string }) {
  const t = useTranslations('EventOverlay');
  const [open, setOpen] = useState(false);
  const [headline, setHeadline] = useState<string | null>(null);
  const pathname = usePathname();
  const openedAt = useRef<string | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open && openedAt.current !== pathname) setOpen(false);
  }, [pathname, open]);

  useEffect(() => {
    document.documentElement.classList.toggle('no-scroll', open);
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('no-scroll');
    };
  }, [open]);

  const show = () => {
    openedAt.current = pathname;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?overlay=true`);
    setOpen(true);
  };
  function close() {
    window.history.replaceState(window.history.state, '', window.location.pathname);
    setOpen(false);
    trigger.current?.focus();
  }

  return (
    <>
      <button ref={trigger} type="button" className={styles.trigger} onClick={show} aria-haspopup="dialog">
        <TicketIcon />
        {t('open')}
      </button>
      {open && (
        <div ref={panel} className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="event-overlay-title">
          <div className={styles.head}>
            <h2 id="event-overlay-title" className={styles.title}>
              {headline ?? t('title')}
            </h2>
            <button ref={closeButton} type="button" className={styles.close} onClick={close} aria-label={t('close')}>
              ×
            </button>
          </div>
          <div className={styles.body}>
            <OverlayContent eventsPath={eventsPath} scrollTarget={() => panel.current ?? window} onHeadline={setHeadline} />
          </div>
        </div>
      )}
    </>
  );
}
