'use client';

import dynamic from 'next/dynamic';

/**
 * The seat picker behind a client-side dynamic import: server-rendered as usual, but its code is a
 * chunk of its own that only the page of a seated date loads. Imported directly, Turbopack puts it
 * into the shop's event page for every date, general admission included.
 */
export const ShopSeatPickerLazy = dynamic(() => import('./shop-seat-picker.client').then((m) => m.ShopSeatPicker));
