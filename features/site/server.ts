import 'server-only';

export { SiteFooter } from './components/site-footer';
export { SiteHeader } from './components/site-header';
export { getBreakingNews } from './server/breaking-news';
export { loadCustomErrorHtml } from './server/custom-error-html';
export { notFoundLocale, notFoundTexts } from './server/not-found-texts';
export { readNotFoundLog } from './server/dashboard';
export { limitNotFoundReports, logNotFound } from './server/error-log';
export { getOpeningHoursToday } from './server/opening-hours';
export { alertResource, openingHoursExceptionResource, openingHoursResource } from './server/resources';
