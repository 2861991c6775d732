// The magazine article as staff edit it. Articles hold page modules (blocks), and blocks render
// magazine teasers, so the editing side lives here, above both, and the magazine (reading side)
// stays below blocks.
export { articleResourceSchema } from './resource-schema';
