import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnv } from '../../lib/env';
import { admissionSettings } from './admission-settings';

const NAMES = [
  'ADMISSION_CONTROL',
  'ADMISSION_TARGET_MS',
  'ADMISSION_MAX_LAG_MS',
  'ADMISSION_MAX_DB_WAITS',
  'ADMISSION_MIN_BUYERS',
  'ADMISSION_MAX_BUYERS',
  'ADMISSION_QUIET_SECONDS',
  'ADMISSION_MAX_INFLIGHT',
  'ADMISSION_MAX_WAIT_MS',
] as const;

afterEach(() => resetEnv());

describe('admission settings', () => {
  it('has the defaults the app validates (lib/env.ts, the README table)', () => {
    const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
    for (const name of NAMES) delete process.env[name];
    try {
      resetEnv();
      const app = env();
      const server = admissionSettings({});
      expect(server).toMatchObject({
        enabled: app.ADMISSION_CONTROL === 'on',
        targetMs: app.ADMISSION_TARGET_MS,
        maxLagMs: app.ADMISSION_MAX_LAG_MS,
        maxDbWaits: app.ADMISSION_MAX_DB_WAITS,
        minBuyers: app.ADMISSION_MIN_BUYERS,
        maxBuyers: app.ADMISSION_MAX_BUYERS,
        quietSeconds: app.ADMISSION_QUIET_SECONDS,
        maxInflight: app.ADMISSION_MAX_INFLIGHT,
        maxWaitMs: app.ADMISSION_MAX_WAIT_MS,
      });
    } finally {
      for (const name of NAMES) if (saved[name] !== undefined) process.env[name] = saved[name];
    }
  });

  it('refuses a wrong value at start instead of guessing', () => {
    expect(() => admissionSettings({ ADMISSION_MAX_BUYERS: 'many' })).toThrow(/ADMISSION_MAX_BUYERS/);
    expect(() => admissionSettings({ ADMISSION_MIN_BUYERS: '10', ADMISSION_MAX_BUYERS: '5' })).toThrow(
      /ADMISSION_MAX_BUYERS/,
    );
    expect(() => admissionSettings({ ADMISSION_CONTROL: 'maybe' })).toThrow(/ADMISSION_CONTROL/);
    expect(admissionSettings({ ADMISSION_CONTROL: 'off' }).enabled).toBe(false);
  });
});
