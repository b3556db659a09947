import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ReadBuffer } from '../src/sarif/byte-source.js';
import { openInput } from '../src/sarif/find-inputs.js';
import { readLog } from '../src/sarif/read-log.js';
import { ResultStore } from '../src/sarif/result-table.js';

async function pass1(files: string[]): Promise<number> {
  const buffer = new ReadBuffer();
  const store = new ResultStore();
  const t = performance.now();
  for (const f of files) {
    const input = await openInput(f, undefined, undefined, buffer);
    await readLog(f, input.source, { store, workers: 0 });
    input.close();
  }
  return performance.now() - t;
}
const dir = process.argv[2];
const files = readdirSync(dir).sort().map((f) => join(dir, f));
for (let i = 0; i < Number(process.argv[3] ?? 3); i++) console.log('pass1', (await pass1(files)).toFixed(0));
