'use client';

import { clientOnly } from '@/components/client-only.client';
import { useRef, useState } from 'react';
import { TicketIcon } from '@/components/icons';
import type { EventOverlayTexts } from './list-texts';
import styles from './event-overlay.module.css';

/** The overlay (and the events list inside it) is in no page's first load: fetched on first use. */
export const loadEventOverlayPanel = () => import('./event-overlay-panel.client');
export const EventOverlayPanel = clientOnly(() => loadEventOverlayPanel().then((m) => m.EventOverlayPanel));

/** The 'Programm und Karten' button of the event and production pages and the overlay it opens. */
export function EventOverlay({ eventsPath, texts }: { eventsPath: string; texts: EventOverlayTexts }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        <TicketIcon />
        {texts.open}
      </button>
      {open && (
        <EventOverlayPanel
          eventsPath={eventsPath}
          texts={texts}
          onClose={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
        />
      )}
    </>
  );
}
