/**
 * What the database connections of the bench's database were doing during the rush, sampled from
 * pg_stat_activity four times a second: active on CPU, waiting for a lock (and which), idle in a
 * transaction (a transaction held open across round trips), or idle.
 */
import pg from 'pg';

export async function waitSampler(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select case when state = 'active' and wait_event is null then 'active (running)'
                     when wait_event is not null then state || ': ' || wait_event_type || '/' || wait_event
                     else coalesce(state, 'unknown') end as what, count(*)::int as n
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() group by 1`,
      );
      samples++;
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
    } finally {
      busy = false;
    }
  }, 250);
  return {
    /** Average number of connections in each state over the samples, busiest first. */
    async stop() {
      clearInterval(timer);
      await client.end();
      return [...counts.entries()]
        .map(([state, n]) => ({ state, connections: +(n / Math.max(1, samples)).toFixed(2) }))
        .sort((a, b) => b.connections - a.connections);
    },
  };
}
