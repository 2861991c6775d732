/**
 * Which SQL statements the rush ran, how often a buyer and how long, from pg_stat_statements when the
 * database server has it loaded (the bench's own server does): where the database time goes.
 */
import type pg from 'pg';

export async function statementsSince(db: pg.Client) {
  try {
    await db.query('create extension if not exists pg_stat_statements');
    await db.query('select pg_stat_statements_reset()');
  } catch {
    return null;
  }
  return {
    async top(buyers: number, limit = 15) {
      const { rows } = await db.query<{ query: string; calls: string; total: number; mean: number }>(
        `select regexp_replace(query, '\\s+', ' ', 'g') as query, calls, total_exec_time as total, mean_exec_time as mean
           from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
             and query not ilike '%pg_stat%'
           order by total_exec_time desc limit $1`,
        [limit],
      );
      const calls = await db.query<{ n: string }>(
        `select sum(calls) as n from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and query not ilike '%pg_stat%'`,
      );
      console.log(
        `SQL statements: ${(Number(calls.rows[0].n) / buyers).toFixed(1)} a buyer; the ${limit} that took longest:`,
      );
      console.table(
        rows.map((r) => ({
          'calls/buyer': +(Number(r.calls) / buyers).toFixed(2),
          'total ms': Math.round(r.total),
          'mean ms': +r.mean.toFixed(2),
          statement: r.query.slice(0, 110),
        })),
      );
    },
  };
}
