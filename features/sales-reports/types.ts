// The shape of a sales report (GET /api/reports/sales/ and the sales page); amounts in integer cents.
export type { SalesReport } from './report-types';
