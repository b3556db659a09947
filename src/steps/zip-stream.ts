/**
 * One file as a zip archive, made as it is read (what @actions/artifact uploads: `<name>.zip` holding the file
 * under its name, deflated at level 6): a local header with a data descriptor (sizes and CRC-32 follow the
 * data), the deflated bytes, the descriptor, the central directory. ZIP64 records when the file is near 4 GiB or
 * above (a Pages site may be 10 GB). Nothing is held but what zlib buffers.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline, Transform } from 'node:stream';
import * as zlib from 'node:zlib';

/** From this size on, ZIP64 (a deflated file may come out a little larger than it went in). */
const ZIP64_FROM = 0xf000_0000;

const FLAGS = 0x0008 | 0x0800; // sizes in a data descriptor; the name is UTF-8
const DEFLATE = 8;
const UNIX_FILE = (0o100644 << 16) >>> 0;

/** CRC-32 (zlib.crc32 from Node 20.15; a table below that). */
const crc32: (data: Buffer, value: number) => number =
  (zlib as { crc32?: (data: Buffer, value: number) => number }).crc32 ??
  (() => {
    const table = new Int32Array(256).map((_, n) => {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      return c;
    });
    return (data: Buffer, value: number) => {
      let c = ~value;
      for (const b of data) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
      return ~c >>> 0;
    };
  })();

/** MS-DOS time and date of a moment (local time, as zip tools write it). */
function dosTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getFullYear());
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

function u64(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
}

export interface ZipOptions {
  /** zlib level; default 6 (@actions/artifact's default). */
  level?: number;
  /** Write ZIP64 records whatever the size (tests). Default: from about 3.75 GiB. */
  zip64?: boolean;
}

/** The zip of one file, `name` inside, as chunks. */
export async function* zipOneFile(path: string, name: string, o: ZipOptions = {}): AsyncGenerator<Buffer> {
  const info = await stat(path);
  const zip64 = o.zip64 ?? info.size >= ZIP64_FROM;
  const fileName = Buffer.from(name, 'utf8');
  const { time, date } = dosTime(info.mtime);
  const version = zip64 ? 45 : 20;

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(version, 4);
  local.writeUInt16LE(FLAGS, 6);
  local.writeUInt16LE(DEFLATE, 8);
  local.writeUInt16LE(time, 10);
  local.writeUInt16LE(date, 12);
  // CRC-32 and sizes are in the data descriptor; with ZIP64 the sizes say "see the extra field".
  if (zip64) {
    local.writeUInt32LE(0xffffffff, 18);
    local.writeUInt32LE(0xffffffff, 22);
  }
  local.writeUInt16LE(fileName.length, 26);
  const localExtra = zip64 ? Buffer.concat([Buffer.from([1, 0, 16, 0]), u64(0), u64(0)]) : Buffer.alloc(0);
  local.writeUInt16LE(localExtra.length, 28);
  const head = Buffer.concat([local, fileName, localExtra]);
  yield head;

  let crc = 0;
  let inSize = 0;
  let outSize = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      inSize += chunk.length;
      done(null, chunk);
    },
  });
  const deflate = zlib.createDeflateRaw({ level: o.level ?? 6 });
  pipeline(createReadStream(path), counter, deflate, () => {});
  for await (const chunk of deflate as AsyncIterable<Buffer>) {
    outSize += chunk.length;
    yield chunk;
  }

  const descriptor = Buffer.alloc(zip64 ? 24 : 16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc >>> 0, 4);
  if (zip64) {
    descriptor.writeBigUInt64LE(BigInt(outSize), 8);
    descriptor.writeBigUInt64LE(BigInt(inSize), 16);
  } else {
    descriptor.writeUInt32LE(outSize, 8);
    descriptor.writeUInt32LE(inSize, 12);
  }
  yield descriptor;

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE((3 << 8) | version, 4); // made on Unix
  central.writeUInt16LE(version, 6);
  central.writeUInt16LE(FLAGS, 8);
  central.writeUInt16LE(DEFLATE, 10);
  central.writeUInt16LE(time, 12);
  central.writeUInt16LE(date, 14);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(zip64 ? 0xffffffff : outSize, 20);
  central.writeUInt32LE(zip64 ? 0xffffffff : inSize, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralExtra = zip64
    ? Buffer.concat([Buffer.from([1, 0, 16, 0]), u64(inSize), u64(outSize)])
    : Buffer.alloc(0);
  central.writeUInt16LE(centralExtra.length, 30);
  central.writeUInt32LE(UNIX_FILE, 38);
  central.writeUInt32LE(0, 42); // the one local header is at 0
  const directory = Buffer.concat([central, fileName, centralExtra]);
  const directoryAt = head.length + outSize + descriptor.length;

  const tail: Buffer[] = [directory];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE((3 << 8) | version, 12);
    record.writeUInt16LE(version, 14);
    record.writeBigUInt64LE(1n, 24);
    record.writeBigUInt64LE(1n, 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(directoryAt), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directoryAt + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(zip64 ? 0xffffffff : directoryAt, 16);
  tail.push(end);
  yield Buffer.concat(tail);
}
