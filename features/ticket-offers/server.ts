import 'server-only';

// Ticket offers: written by the seed and the dashboard's event form, read (cached) by the event pages,
// the booking widget's data and the shop. The cart reads the same tables under its own locks.
export { createOffer, getOfferForEvent, getOffersForEvents } from './server/offers';
export { readEditableOffer, saveOffer } from './server/offer-editing';
export { quickBuyDates, quickBuyFor } from './server/quick-buy';
