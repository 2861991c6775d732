import os from 'node:os';
import path from 'node:path';
import { createPostgresTestDb } from '@/lib/db/testing';
import { createOffer } from '@/features/ticketing/server/offers';
import { addToCart } from '@/features/ticketing/server/cart';
import { monitorEventLoopDelay } from 'node:perf_hooks';
process.env.DATA_DIR ??= path.join(os.tmpdir(), 'museum-bench-cart');
const clients = Number(process.env.CLIENTS ?? 50), rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
async function main() {
  const pg = await createPostgresTestDb(process.env.BENCH_DATABASE_URL!);
  try {
    await createOffer(pg.db, { id_jet: 1, seat_groups: [{ seat_group: '1', text: { de: 'X' }, capacity: 100000, prices: [{ sale_type_id: 1, name: 'V', price: '9.00' }] }] });
    for (let i = 0; i < 20; i++) await addToCart({ addressKey: null }, { quantities: [1], event_jet_id: 1, sale_type_ids: [1] });
    const h = monitorEventLoopDelay({ resolution: 1 }); h.enable();
    const times: number[] = []; const seq: [number, number][] = []; const t0 = performance.now(); const cpu0 = process.cpuUsage();
    await Promise.all(Array.from({ length: clients }, async () => { for (let i = 0; i < rounds; i++) { const s = performance.now(); await addToCart({ addressKey: null }, { quantities: [1], event_jet_id: 1, sale_type_ids: [1] }); times.push(performance.now() - s); seq.push([s - t0, performance.now() - s]); } }));
    const wall = performance.now() - t0; const cpu = process.cpuUsage(cpu0); h.disable();
    times.sort((a, b) => a - b);
    const buckets: Record<string, number[]> = {}; for (const [at, d] of seq) (buckets[Math.floor(at / 500)] ??= []).push(d);
    for (const [k, v] of Object.entries(buckets)) { v.sort((a, b) => a - b); console.log(`t=${Number(k) * 0.5}s n=${v.length} p50=${pct(v, 50).toFixed(0)} p95=${pct(v, 95).toFixed(0)} max=${v[v.length - 1].toFixed(0)}`); }
    console.log(JSON.stringify({ clients, n: times.length, p50: pct(times, 50).toFixed(1), p95: pct(times, 95).toFixed(1), perSec: (times.length / wall * 1000).toFixed(0), cpuMsPerAdd: ((cpu.user + cpu.system) / 1000 / times.length).toFixed(2), loopDelayP50: (h.percentile(50) / 1e6).toFixed(1), loopDelayP99: (h.percentile(99) / 1e6).toFixed(1) }));
  } finally { await pg.drop(); }
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
