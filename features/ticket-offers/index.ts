// What an event date sells (the ticket offer: seat groups, prices, timeslots), isomorphic part: what the
// seed gives createOffer, and the schema of the dashboard's edit form.
// The offer's shapes as the booking widget reads them are the box office's types (TicketOffer).
export type { OfferInput } from './offer-input';
// The dashboard's offer schema has its own module: the booking widget must not carry it.
export { editableOfferSchema } from './offer-schema';
