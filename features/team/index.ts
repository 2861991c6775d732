export type { PersonDetail, PersonSummary, TeamGroup } from './server/team';
export { TeamList } from './components/team-list';
