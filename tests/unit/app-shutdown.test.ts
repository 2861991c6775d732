import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabase } from '../helpers/db';
import { db } from '@/lib/db/client';
import { installShutdownHooks, onCloseResource, onStopBackground } from '@/lib/shutdown';

/** The app's half of the graceful shutdown (lib/shutdown.ts), as the custom server calls it. */
describe('lib/shutdown.ts', () => {
  it('stops background jobs at the signal, and closes the database only after their rounds and the registered resources', async () => {
    const { db: database } = await testDatabase();
    const order: string[] = [];
    let finishRound!: () => void;
    onStopBackground('outbox', () => {
      order.push('outbox stopped');
      // A round under way (a mail being sent) still needs the database.
      return new Promise<void>((resolve) => (finishRound = resolve)).then(async () => {
        await database.execute(sql`select 1`);
        order.push('outbox round finished');
      });
    });
    onCloseResource('listener', () => void order.push('listener closed'));
    installShutdownHooks();

    await globalThis.__museumShutdown!.stopBackground();
    expect(order).toEqual(['outbox stopped']);
    const closing = globalThis.__museumShutdown!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['outbox stopped']);
    expect(() => db()).not.toThrow();

    finishRound();
    await closing;
    expect(order).toEqual(['outbox stopped', 'outbox round finished', 'listener closed']);
    expect(() => db()).toThrow(/not open/);
  });
});
