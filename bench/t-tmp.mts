import { check } from '../src/sarif/check.js';
for (const workers of [0, 1, 2, 0, 1, 2]) {
  const r = await check([process.argv[2]], { workers });
  const t = r.timings;
  console.log(
    workers,
    'total',
    t.totalMs.toFixed(0),
    'scan',
    t.scanMs.toFixed(0),
    'parse',
    t.parseMs.toFixed(0),
    'validate',
    t.validateMs.toFixed(0),
    'valid',
    r.valid,
    r.report.runs[0].resultsKept,
  );
}
