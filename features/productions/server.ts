import 'server-only';

export { getProduction, listProductions } from './server/productions';
