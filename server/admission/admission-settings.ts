/**
 * The shop's admission settings from the environment (the same names and defaults as lib/env.ts, which
 * the README's settings table lists). An invalid value stops the start, as lib/env.ts does.
 */
import { randomBytes } from 'node:crypto';
import type { HealthLimits, LineSettings } from './line.js';

export type AdmissionSettings = LineSettings &
  HealthLimits & {
    enabled: boolean;
    /** Shop requests at work at once in one process, and how long one beyond may wait for a slot. */
    maxInflight: number;
    maxWaitMs: number;
  };

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

export function admissionSettings(env: Env = process.env): AdmissionSettings {
  const control = env.ADMISSION_CONTROL?.trim().toLowerCase() || 'on';
  if (control !== 'on' && control !== 'off') throw new Error(`ADMISSION_CONTROL must be on or off, not "${control}"`);
  const minBuyers = whole(env, 'ADMISSION_MIN_BUYERS', 2, 1, 100_000);
  const maxBuyers = whole(env, 'ADMISSION_MAX_BUYERS', 2_000, minBuyers, 1_000_000);
  return {
    enabled: control === 'on',
    minBuyers,
    maxBuyers,
    // A rush may begin at any moment: the limit starts low and grows while all is well (it moves only while it binds).
    startBuyers: Math.min(maxBuyers, Math.max(minBuyers, 8)),
    // 30 buyers who ask at the same moment on a quiet machine are all held, and let in as the limit grows.
    burstBuyers: 32,
    quietSeconds: whole(env, 'ADMISSION_QUIET_SECONDS', 10, 5, 24 * 3600),
    targetMs: whole(env, 'ADMISSION_TARGET_MS', 50, 10, 60_000),
    maxLagMs: whole(env, 'ADMISSION_MAX_LAG_MS', 50, 10, 60_000),
    maxDbWaits: whole(env, 'ADMISSION_MAX_DB_WAITS', 10, 0, 10_000),
    maxInflight: whole(env, 'ADMISSION_MAX_INFLIGHT', 48, 1, 100_000),
    maxWaitMs: whole(env, 'ADMISSION_MAX_WAIT_MS', 2_000, 0, 60_000),
  };
}

/**
 * The key that signs passes and places in line: ADMISSION_SECRET when set (machines behind one nginx
 * share it), else one made at start and handed to this machine's processes through their environment.
 */
export function admissionSecret(env: Env = process.env): Buffer {
  env.ADMISSION_SECRET ||= randomBytes(32).toString('base64url');
  return Buffer.from(env.ADMISSION_SECRET, 'utf8');
}
