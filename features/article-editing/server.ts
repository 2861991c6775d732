import 'server-only';

export { articleResource } from './server/resource';
