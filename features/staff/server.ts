import 'server-only';

export { userResource } from './server/resource';
