export { BookingWidget } from './components/booking-widget/booking-widget.client';
export type { BookingWidgetTexts } from './components/booking-widget/props';
export { QuickBuy } from './components/quick-buy.client';
export { useWidgetOpen } from './components/booking-widget/open-widget';
export { openWidget } from './components/booking-widget/store';
export { CartCountdown } from './components/shop/cart-countdown.client';
