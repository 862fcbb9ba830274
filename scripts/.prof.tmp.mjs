import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { todayView } from '../dist-server/server/today/todayView.js';
import { tillReport } from '../dist-server/server/till/tillReport.js';
const pg = await PGlite.create(process.argv[2] + '/pg', { extensions: { btree_gist } });
const times = [];
const db = { query: async (sql, params) => { const t = performance.now(); const r = (await pg.query(sql, params)).rows; times.push([(performance.now() - t).toFixed(1), sql.replace(/\s+/g, ' ').slice(0, 60)]); return r; } };
const today = new Date().toLocaleDateString('sv', { timeZone: 'Asia/Tokyo' });
const run = async (name, f) => {
  let best = Infinity, bestTimes = [];
  for (let i = 0; i < 15; i++) { times.length = 0; const t = performance.now(); await f(); const ms = performance.now() - t; if (ms < best) { best = ms; bestTimes = [...times]; } }
  console.log(name, 'best of 15:', best.toFixed(1), 'ms'); for (const x of bestTimes) console.log('   ', ...x);
};
await run('till 11-20', () => tillReport(db, '2026-11-20'));
await run('till today', () => tillReport(db, today));
await run('today', () => todayView(db, today, new Date()));
await run('till 11-20', () => tillReport(db, '2026-11-20'));
await pg.close();
