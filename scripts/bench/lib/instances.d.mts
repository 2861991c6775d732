import type { ChildProcess } from 'node:child_process';

export type Instance = {
  /** A, B, … in start order. */
  name: string;
  port: number;
  /** http://localhost:port, the instance itself (not through nginx). */
  url: string;
  process: ChildProcess;
  /** The last 20 000 characters it printed. */
  output: string;
  /** The demo staff password, printed by the instance that seeded the database. */
  seedPassword: string | undefined;
  exited: Promise<unknown>;
  stop(): Promise<void>;
};

export type Nginx = { url: string; dir: string; upstreamCounts(): Record<string, number>; stop(): Promise<void> };

export function freePort(): Promise<number>;
export function randomName(prefix: string): string;
export function nginxBinary(): string;
export function locationBlock(): string;
export function createDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }>;
export function startInstances(options: {
  databaseUrl: string;
  dataDir: string;
  siteUrl: string;
  env?: Record<string, string>;
  count?: number;
  quiet?: boolean;
  timeoutMs?: number;
  /** Extra arguments for node, such as --cpu-prof. */
  nodeArgs?: string[];
}): Promise<Instance[]>;
export function startNginx(upstreamPorts: number[], options?: { workers?: number }): Promise<Nginx>;
