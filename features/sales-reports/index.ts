// Sales reports' isomorphic part: the query schema of GET /api/reports/sales/ (period, production, format).
export { salesReportQuery } from './schemas';
