// The page editor is staff-only: public code renders nothing of it but the launcher (client.ts), which
// loads the rest after the user call has recognised staff (docs/requirements.md §6). Nothing here is shipped otherwise.
// Nothing outside the feature needs its types or isomorphic code yet, so this entry exports nothing.
export {};
