import 'server-only';

export { cancelOrder, listOrders, markOrderPaid, readOrderAdmin, resendOrderMail } from './server/order-admin';
export { orderListQuery } from './server/order-filters';
export { orderExportQuery, ordersCsv } from './server/orders-csv';
// A date's places for staff (sold, held in carts, left per seat group and in total): the event's Tickets tab.
export { dateSales } from './server/date-sales';
