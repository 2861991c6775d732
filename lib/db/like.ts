/** Text for a LIKE/ILIKE pattern: its own % _ and \ match themselves, not as wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
