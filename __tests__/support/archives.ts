/**
 * Archives built in tests, including hostile ones no archiver would write: a minimal zip writer (deflated or
 * stored entries, Unix modes such as symbolic links, sizes that lie) and a tar writer over node-tar's Header.
 */
import { crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { Header } from 'tar';

export interface ZipEntry {
  name: string;
  data?: Buffer | string;
  /** Unix mode with the file type bits (0o100644 file, 0o040755 directory, 0o120777 symbolic link). */
  mode?: number;
  /** The uncompressed size written in the headers, when it should differ from the real one. */
  declaredSize?: number;
}

export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = Buffer.from(e.data ?? '');
    const packed = deflateRawSync(data);
    const size = e.declaredSize ?? data.length;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made on Unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.mode ?? (e.name.endsWith('/') ? 0o040755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface TarEntry {
  path: string;
  data?: Buffer | string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'CharacterDevice' | 'BlockDevice' | 'FIFO';
  linkpath?: string;
  /** The size written in the header, when it should differ from the real one. */
  declaredSize?: number;
}

/** A tar archive with exactly these headers (names are not cleaned, links are kept). */
export function makeTar(entries: TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = Buffer.from(e.data ?? '');
    const type = e.type ?? 'File';
    const header = new Header({
      path: e.path,
      type,
      linkpath: e.linkpath,
      size: e.declaredSize ?? (type === 'File' ? data.length : 0),
      mode: type === 'Directory' ? 0o755 : 0o644,
      mtime: new Date(0),
      uid: 0,
      gid: 0,
    });
    const block = Buffer.alloc(512);
    header.encode(block, 0);
    blocks.push(block);
    if (data.length > 0) blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

export const makeTarGz = (entries: TarEntry[]) => gzipSync(makeTar(entries));
