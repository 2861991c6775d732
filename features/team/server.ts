import 'server-only';

export { getPerson } from './server/team';
export { PersonDetailView } from './components/person-detail';
export { TeamPageView } from './components/team-page';
export { personResource } from './server/resource';
export { personCategoryResource } from './server/taxonomy';
