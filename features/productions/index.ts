export type { ProductionDetail, ProductionFilter, ProductionSummary } from './server/productions';
