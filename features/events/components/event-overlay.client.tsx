'use client';

import { useRef, useState } from 'react';
import { TicketIcon } from '@/components/icons';
import type { EventOverlayTexts } from './list-texts';
import { EventOverlayPanel } from './event-overlay-lazy.client';
import styles from './event-overlay.module.css';

/** The 'Programm und Karten' button of the event and production pages and the overlay it opens. */
export function EventOverlay({ eventsPath, texts }: { eventsPath: string; texts: EventOverlayTexts }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
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
