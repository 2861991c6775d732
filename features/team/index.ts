export type { PersonDetail, PersonSummary, TeamGroup } from './server/team';
