import { check } from './src/sarif/check.js';
let peak = { rss: 0 } as any;
const iv = setInterval(() => { const m = process.memoryUsage(); if (m.rss > peak.rss) peak = m; }, 5);
const t = performance.now();
const r = await check([process.argv[2]], { outDir: '/tmp/mb/out' } as any);
clearInterval(iv);
const mb = (x: number) => Math.round(x / 1e6);
console.log('total', Math.round(performance.now() - t), 'peak', Object.fromEntries(Object.entries(peak).map(([k, v]) => [k, mb(v as number)])), 'maxRSS', mb(process.resourceUsage().maxRSS * 1024));
