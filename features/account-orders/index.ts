// A visitor's orders, vouchers, subscriptions and reservations on their account pages (/user/...):
// the queries (orders filed under the account, guest orders claimed by a verified e-mail) and the views.
export type { AccountOrderSummary, AccountSubscription, AccountVoucher } from './server/queries';
