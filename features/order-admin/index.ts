// The back office's order desk (pretix's control): the services behind /api/orders; the staff's views
// of them are the dashboard's (features/dashboard/admin/views/orders.tsx), which reads them over HTTP.
export type { OrderListQuery } from './server/order-filters';
