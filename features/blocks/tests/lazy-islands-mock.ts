// The block islands themselves: next/dynamic's wrappers (lazy-islands.client.ts) render only inside a
// Next.js server and browser, and these tests are about what the islands render.
export { SliderIsland } from '../components/slider.client';
export { HeroVideo } from '../kinds/heromedia/hero-video.client';
export { AnchorListNav } from '../kinds/anchorlist/anchor-list.client';
export { FaqAccordion } from '../kinds/faq/faq-accordion.client';
