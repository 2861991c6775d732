export function throwawayPostgres(options?: {
  maxConnections?: number;
  statements?: boolean;
}): Promise<{ url: string; stop(): void }>;
