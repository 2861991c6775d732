export { BookingWidget } from './components/booking-widget/booking-widget.client';
export { QuickBuy } from './components/quick-buy.client';
export { useWidgetOpen } from './components/booking-widget/open-widget';
