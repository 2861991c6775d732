export { ProductionDetailView } from './components/production-detail';
export { productionResourceSchema } from './resource-schema';
