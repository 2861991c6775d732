export type { PersonDetail, PersonSummary, TeamGroup } from './server/team';
export { TeamList } from './components/team-list';
export { personResourceSchema, type PersonInput } from './resource-schema';
