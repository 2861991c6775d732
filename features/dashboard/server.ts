import 'server-only';
export { DashboardChrome } from './components/dashboard-chrome';
export { DashboardHome } from './components/dashboard-home';
export { FormEntriesView } from './components/form-entries-view';
export { dashboardOptions } from './server/options';
export { resources } from './server/resources';
