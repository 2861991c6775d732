'use client';

import dynamic from 'next/dynamic';

/*
 * The block kinds' browser parts, each a chunk of its own that a page loads (with its other
 * scripts) when it shows that block. Imported directly, every one of them was in the first load of
 * every page that can hold blocks (every content page and article), whichever blocks it showed
 * (issue #19). next/dynamic, not React's lazy: it preloads the chunk with the page and needs no
 * Suspense boundary, so the page hydrates as soon as its scripts are there (lazy alone fetched each
 * island only when hydration reached it, and the whole page waited for them one by one).
 */
export const SliderIsland = dynamic(() => import('./slider.client').then((m) => m.SliderIsland));
export const HeroVideo = dynamic(() => import('../kinds/heromedia/hero-video.client').then((m) => m.HeroVideo));
export const AnchorListNav = dynamic(() =>
  import('../kinds/anchorlist/anchor-list.client').then((m) => m.AnchorListNav),
);
export const FaqAccordion = dynamic(() => import('../kinds/faq/faq-accordion.client').then((m) => m.FaqAccordion));
