/** drizzle's execute() answers { rows } on both drivers (PGlite and node-postgres); only the typing differs. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];
