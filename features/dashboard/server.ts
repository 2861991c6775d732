import 'server-only';
export { OrdersView } from './components/orders-view';
export { DashboardHome } from './components/dashboard-home';
export { FormsOverview } from './components/forms-overview';
export { FormEntriesView } from './components/form-entries-view';
export { resources } from './server/resources';
