/** Large inputs are read by position, in chunks, the next one read ahead on the thread pool. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileSource } from '../../src/sarif/byte-source.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'byte-source-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a file read by position', () => {
  // 10 MB and a bit: two whole 4 MB chunks and a short one. Bytes that differ from place to place.
  const bytes = Buffer.alloc(10 * 1024 * 1024 + 12_345);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24;

  it('gives the same chunks read ahead as read one by one, and the whole file', async () => {
    const path = join(dir, 'big.bin');
    writeFileSync(path, bytes);
    const source = fileSource(path, 1024); // above 1 KB: read by position, not whole
    try {
      const ahead: Buffer[] = [];
      for await (const chunk of source.chunksAhead()) ahead.push(chunk);
      expect(ahead.map((c) => c.length)).toEqual([4 << 20, 4 << 20, bytes.length - (8 << 20)]);
      expect(Buffer.concat(ahead).equals(bytes)).toBe(true);
      expect(Buffer.concat([...source.chunks()]).equals(bytes)).toBe(true);
      expect(source.read(5_000_000, 10).equals(bytes.subarray(5_000_000, 5_000_010))).toBe(true);
    } finally {
      source.close();
    }
  });

  it('reuses a chunk the reader has released, and never one it still holds', async () => {
    const path = join(dir, 'reuse.bin');
    const big = Buffer.concat([bytes, bytes, bytes]); // 7 whole chunks and a short one
    writeFileSync(path, big);
    const source = fileSource(path, 1024);
    try {
      const copies: Buffer[] = [];
      const memories = new Set<ArrayBufferLike>();
      let held: { chunk: Buffer; copy: Buffer } | undefined;
      let k = 0;
      // The second chunk is held to the end (as the scan holds a value that goes on): the others are released.
      for await (const chunk of source.chunksAhead(() => k !== 2)) {
        k++;
        copies.push(Buffer.from(chunk));
        memories.add(chunk.buffer);
        if (k === 2) held = { chunk, copy: Buffer.from(chunk) };
      }
      expect(Buffer.concat(copies).equals(big)).toBe(true);
      expect(held!.chunk.equals(held!.copy)).toBe(true);
      expect(copies.length).toBe(8);
      expect(memories.size).toBeLessThanOrEqual(4);
    } finally {
      source.close();
    }
  });

  it('lets the read in flight end when the reader stops early, so the file can be closed', async () => {
    const path = join(dir, 'early.bin');
    writeFileSync(path, bytes);
    const source = fileSource(path, 1024);
    let first: Buffer | undefined;
    for await (const chunk of source.chunksAhead()) {
      first = chunk;
      break; // the second chunk is being read now
    }
    source.close();
    expect(first?.equals(bytes.subarray(0, 4 << 20))).toBe(true);
    const empty = join(dir, 'empty.bin');
    writeFileSync(empty, '');
    const none = fileSource(empty, 0);
    const got: Buffer[] = [];
    for await (const chunk of none.chunksAhead()) got.push(chunk);
    none.close();
    expect(got).toEqual([]);
  });
});
