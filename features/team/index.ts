export { personResourceSchema } from './resource-schema';
