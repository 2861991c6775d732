import 'server-only';

export { getProduction, listProductions } from './server/productions';
export { ProductionsListPage } from './components/productions-list-page';
export { productionResource } from './server/resource';
