// What an event date sells (the ticket offer: seat groups, prices, timeslots), isomorphic part: the
// schema the seed and the ticket system's import give to createOffer, and the dashboard's edit form.
// The offer's shapes as the booking widget reads them are the box office's types (TicketOffer).
export { offerInput, type OfferInput } from './offer-input';
// The dashboard's offer schema has its own module: the booking widget must not carry it.
export { editableOfferSchema, type EditableOffer } from './offer-schema';
