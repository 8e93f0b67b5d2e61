import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
const api = 'http://127.0.0.1:4702/client';
const password = createHash('sha256').update('Bench-Pass-2026').digest('hex');
const auth = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.org', password }) });
const { token } = await auth.json();
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-client-version': 'w2.46.1' };
const url = process.argv[2] ?? `${api}/dapp/63`;
const rate = Number(process.argv[3] ?? 300);
const secs = Number(process.argv[4] ?? 10);
if (process.argv[6] !== 'nowarm') await new Promise((res) => autocannon({ url, connections: 4, duration: 2, headers }, res));
for (let i = 0; i < Number(process.argv[5] ?? 1); i++) {
const r = await new Promise((res, rej) => autocannon({ url, connections: 20, overallRate: rate, duration: secs, headers }, (e, r) => e ? rej(e) : res(r)));
console.log(url.replace(api,''), 'rps', r.requests.average, 'p50', r.latency.p50, 'mean', r.latency.mean.toFixed(2), 'p90', r.latency.p90, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'err', r.errors);
}
