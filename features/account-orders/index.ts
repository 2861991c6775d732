// A visitor's orders, vouchers, subscriptions and reservations on their account pages (/user/...):
// the queries (orders filed under the account, guest orders claimed by a verified e-mail) and the views
// are in ./server; here the payload schemas of its routes (/api/account/orders/).
export { accountOrdersQuery, claimOrdersRequest } from './schemas';
