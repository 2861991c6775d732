export { counterCodeParams, counterMailRequest, counterSaleRequest, rowKey, saleFromForm } from './schemas';
export type { CounterSaleRequest } from './schemas';
export type { CounterPrice, CounterRow, CounterSaleResult, TodayDate } from './types';
