export { counterCodeParams, counterMailRequest, counterSaleRequest, saleFromForm } from './schemas';
export type { TodayDate } from './types';
