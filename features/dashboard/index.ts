export { dashboardNav } from './nav';
