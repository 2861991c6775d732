export { EventOverlay, EventOverlayPanel, loadEventOverlayPanel } from './components/event-overlay.client';
export type { EventOverlayTexts } from './components/list-texts';
