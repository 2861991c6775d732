export { ProductionFilters } from './components/production-filters.client';
