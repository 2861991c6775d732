export { InfoLayer } from './components/info-layer';
export { SiteHeadHtml } from './components/site-head-html';
export { TopAlert } from './components/top-alert/top-alert';
export { TopAlertScript } from './components/top-alert/top-alert-script';
export { errorPageTexts } from './error-page-texts';
export { globalErrorTexts } from './global-error-texts';
export { NotFoundView } from './components/not-found-view';
export { errorLogSchema } from './schemas';
export { alertSchema, openingHoursExceptionSchema, openingHoursSchema } from './resources/schemas';
