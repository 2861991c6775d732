'use client';

import { clientOnly } from '@/components/client-only.client';

// Apart from the button (event-overlay.client.tsx): the sticky navigation on every page opens the
// panel too, and only event and production pages show the button.

/** The overlay (and the events list inside it) is in no page's first load: fetched on first use. */
export const loadEventOverlayPanel = () => import('./event-overlay-panel.client');
export const EventOverlayPanel = clientOnly(() => loadEventOverlayPanel().then((m) => m.EventOverlayPanel));
