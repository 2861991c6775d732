import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { createDemoStaff, DEMO_STAFF } from '@/seed/staff';
import { authenticate, resetPassword } from '@/features/auth/server';
import type { Db } from '@/lib/db';

let db: Db;
beforeAll(async () => {
  ({ db } = await testDatabase());
});

describe('demo staff account on the first start', () => {
  it('is created once with a generated password that is printed and works for login; reset sets a new one', async () => {
    const lines: string[] = [];
    const password = await createDemoStaff(db, (line) => lines.push(line));
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(lines.join('\n')).toContain(`password: ${password}`);
    expect(lines.join('\n')).toContain('npm run user:create -- --reset --username redaktion');
    expect(await authenticate(DEMO_STAFF.email, password!)).toMatchObject({ username: 'redaktion' });
    expect(await createDemoStaff(db, () => {})).toBeNull();
    expect(await resetPassword(db, 'redaktion', 'a-brand-new-password')).toBe(true);
    expect(await authenticate('redaktion', 'a-brand-new-password')).toMatchObject({ username: 'redaktion' });
    expect(await authenticate('redaktion', password!)).toBeNull();

    // The box office and the door get their own demo accounts, with their printed passwords.
    for (const [username, role] of [
      ['kasse', 'box_office'],
      ['einlass', 'door'],
    ] as const) {
      const line = lines.find((l) => l.includes(`account: ${username} `))!;
      const own = /password: ([\w-]{16})$/.exec(line)![1];
      expect(line).toContain(`demo ${role} account`);
      expect(await authenticate(username, own)).toMatchObject({ username, role });
    }
  });
});
