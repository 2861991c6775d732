export { EventOverlay, EventOverlayPanel, loadEventOverlayPanel } from './components/event-overlay.client';
