// Visitor accounts in the back office (box office and administrators): the list, one account with its
// orders, vouchers, subscriptions and favourites, and the staff's actions (resend the verification,
// deactivate, export, delete). Here the payload schemas (types.ts: the answers); the services are in ./server.
export { visitorActionParams, visitorListQuery, visitorParams } from './schemas';
