export { BookingWidget } from './components/booking-widget/booking-widget.client';
export { QuickBuy } from './components/quick-buy.client';
export { CartView } from './components/shop/cart-view.client';
export { CheckoutForm } from './components/shop/checkout-form.client';
