import 'server-only';

export { getPerson, listTeam } from './server/team';
