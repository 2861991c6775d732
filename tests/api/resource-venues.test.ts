import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../helpers/db';
import { resourceClient, resourceContract, staffAuth } from '../helpers/resource';
import * as collection from '@/app/[locale]/api/venues/route';
import * as item from '@/app/[locale]/api/venues/[id]/route';
import type { Db } from '@/lib/db';

let db: Db;
let auth: { editor: Awaited<ReturnType<typeof staffAuth>>; admin: Awaited<ReturnType<typeof staffAuth>> };
const api = resourceClient({ collection, item } as never, '/de/api/venues/', 'de');

beforeAll(async () => {
  ({ db } = await testDatabase({ demo: true }));
  auth = { editor: await staffAuth(db, 'editor'), admin: await staffAuth(db, 'admin') };
});

describe('venues resource', () => {
  resourceContract({
    client: () => api,
    auth: () => auth,
    role: 'editor',
    valid: () => ({
      name: { de: 'Alte Mühle', en: 'Old mill', cs: 'Starý mlýn' },
      street: 'Mühlweg 3',
      zip: '01234',
      city: 'Museumsdorf',
      rooms: [{ name: { de: 'Mahlstube' }, capacity: 40 }],
    }),
    change: { city: 'Neudorf' },
    invalid: { body: { name: 12 }, field: 'name' },
  });

  it('lists venues publicly in the page language and fills slugs from the name', async () => {
    const res = await api.list('');
    expect(res.status).toBe(200);
    expect(res.json.count).toBeGreaterThan(0);
    const first = (res.json.results as Record<string, unknown>[])[0];
    expect(typeof first.name).toBe('string');
    expect(first).not.toHaveProperty('rooms');
    const created = await api.create({ name: { de: 'Große Scheune' } }, auth.editor);
    expect(created.json.slug).toMatchObject({ de: 'grosse-scheune' });
  });

  it('refuses to delete a venue that event dates use, naming them (409)', async () => {
    const venues = await api.list('view=edit&ordering=position', auth.editor);
    const used = (venues.json.results as { id: number }[])[0];
    const res = await api.remove(used.id, auth.editor);
    expect(res.status).toBe(409);
    expect(String(res.json.detail)).toMatch(/event date/);
  });

  it('keeps rooms by id when a venue is saved with its rooms changed', async () => {
    const created = await api.create(
      { name: { de: 'Schmiede' }, rooms: [{ name: { de: 'Esse' } }, { name: { de: 'Hof' } }] },
      auth.editor,
    );
    const rooms = created.json.rooms as { id: number }[];
    const saved = await api.patch(created.json.id as number, { rooms: [{ ...rooms[1], capacity: 12 }] }, auth.editor);
    expect(saved.json.rooms).toEqual([{ id: rooms[1].id, name: { de: 'Hof' }, capacity: 12 }]);
  });
});
