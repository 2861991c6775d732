// Refunds and cancellations: types, payload schemas and the money rules (isomorphic).
export { cancelDateBody, chosenTickets, moveDateBody, visitorCancelBody } from './schemas';
