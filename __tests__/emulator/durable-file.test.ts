import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replaceDurably, syncDir, syncFile, writeThenSync } from '../../src/emulator/durable-file.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'durable-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('durable files', () => {
  it('writes a file whole, then its sync resolves; many at once share directory syncs and all end', async () => {
    const bytes = Buffer.alloc(512 * 1024, 7);
    const files = Array.from({ length: 40 }, (_, i) => join(dir, `f${i}`));
    const written = await Promise.all(files.map((f) => writeThenSync(f, bytes)));
    for (const f of files) expect(readFileSync(f).equals(bytes)).toBe(true);
    await Promise.all(written.map((w) => w.synced));
  });

  it('replaces a file by a whole new one and leaves nothing beside it', async () => {
    const file = join(dir, 'artifact.bin');
    writeFileSync(file, 'old');
    await replaceDurably(file, Buffer.from('new bytes'));
    expect(readFileSync(file, 'utf8')).toBe('new bytes');
    expect(readdirSync(dir)).toEqual(['artifact.bin']);
    await syncFile(file);
  });

  it('a directory that cannot be synced fails its callers, and the next sync runs afresh', async () => {
    const gone = join(dir, 'gone');
    await expect(Promise.all([syncDir(gone), syncDir(gone), syncDir(gone)])).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await expect(writeThenSync(join(gone, 'f'), Buffer.from('x'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(syncDir(dir)).resolves.toBeUndefined();
  });
});
