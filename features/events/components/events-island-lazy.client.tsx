'use client';

import dynamic from 'next/dynamic';

/**
 * The events island behind a client-side dynamic import: server-rendered as usual, but its code
 * (react-query, filters, calendar, booking slots) is a chunk of its own, loaded only by pages that
 * show an events list. Imported directly, Turbopack puts it into every page that could hold the
 * event-list module, which is every content page.
 */
export const EventsIslandLazy = dynamic(() => import('./events-island.client').then((m) => m.EventsIsland));
