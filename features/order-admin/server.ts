import 'server-only';

export {
  cancelOrder,
  listOrders,
  markOrderPaid,
  orderListQuery,
  ordersCsv,
  readOrderAdmin,
  resendOrderMail,
} from './server/order-admin';
