// Visitor accounts in the back office (box office and administrators): the list, one account with its
// orders, vouchers, subscriptions and favourites, and the staff's actions (resend the verification,
// deactivate, export, delete). Here the payload schemas and types; the services are in ./server.
export {
  visitorActionParams,
  visitorListQuery,
  visitorOrderings,
  visitorParams,
  type VisitorListQuery,
} from './schemas';
export type { VisitorDetail, VisitorOrder, VisitorSummary } from './types';
