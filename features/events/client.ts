export { EventOverlay } from './components/event-overlay.client';
export { EventOverlayPanel, loadEventOverlayPanel } from './components/event-overlay-lazy.client';
export type { EventOverlayTexts } from './components/list-texts';
