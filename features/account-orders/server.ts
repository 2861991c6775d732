import 'server-only';

export {
  accountOrder,
  accountSubscriptions,
  accountVouchers,
  claimableGuestOrders,
  claimGuestOrders,
  listAccountOrders,
  liveReservations,
} from './server/queries';
export { anonymiseAccountOrders } from './server/anonymise';
export { AccountOrdersView, claimNotice } from './components/account-orders-view';
export { AccountOrderDetail } from './components/account-order-detail';
export { AccountVouchersView } from './components/account-vouchers-view';
export { AccountSubscriptionsView } from './components/account-subscriptions-view';
export { AccountReservationsView } from './components/account-reservations-view';
