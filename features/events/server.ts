import 'server-only';

export { EventsList } from './components/events-list';
export { EventsListPage, eventsListMetadata } from './components/events-list-page';
export { castOf, getEventDetail, mapUrl } from './server/detail';
export { availableDates, listEvents, upcomingEventsOf } from './server/events';
export { getProgrammeOptions, unknownFilterValue } from './server/options';
export { getSeries } from './server/series';
export { listTeasers } from './server/teasers';
export { eventListTexts, eventOverlayTexts } from './server/list-texts';
export { SeriesDetailView } from './components/series-detail';
export { SeriesListView } from './components/series-list';
export { eventIdsInText, eventLinkStates } from './server/link-states';
export { seriesResource } from './server/series-resource';
export { eventResource } from './server/event-resource';
export {
  eventTagResource,
  exhibitionTypeResource,
  genreResource,
  productionTagResource,
  seasonResource,
} from './server/taxonomy';
