// Sales reports' isomorphic part: the query schema of GET /api/reports/sales/ and the page's filter.
export { MAX_REPORT_DAYS, reportTables, resolvePeriod, salesReportQuery } from './schemas';
