export type { ProductionDetail, ProductionFilter, ProductionSummary } from './server/productions';
export { ProductionCard } from './components/production-card';
export { ProductionDetailView } from './components/production-detail';
export type { ProductionFilterValues } from './components/production-filters.client';
export { productionResourceSchema, type ProductionInput } from './resource-schema';
