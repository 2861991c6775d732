// The block islands themselves: next/dynamic's wrappers (lazy-islands.client.ts) render only inside a
// Next.js server and browser, and these tests are about what the islands render.
export { SliderIsland } from '@/features/blocks/components/slider.client';
export { HeroVideo } from '@/features/blocks/kinds/heromedia/hero-video.client';
export { AnchorListNav } from '@/features/blocks/kinds/anchorlist/anchor-list.client';
export { FaqAccordion } from '@/features/blocks/kinds/faq/faq-accordion.client';
