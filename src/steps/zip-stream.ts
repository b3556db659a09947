/**
 * One file as a zip archive, made as it is read (what @actions/artifact uploads: `<name>.zip` holding the file
 * under its name, deflated at level 6). yazl writes it: a data descriptor after the data, ZIP64 records where the
 * sizes need them (a Pages site may be 10 GB); nothing is held but what zlib buffers.
 */
import yazl from 'yazl';

export interface ZipOptions {
  /** zlib level; default 6 (@actions/artifact's default). */
  level?: number;
  /** Write ZIP64 records whatever the size (tests). Default: where the sizes need them. */
  zip64?: boolean;
}

/** The zip of one file, `name` inside, as chunks. */
export async function* zipOneFile(path: string, name: string, o: ZipOptions = {}): AsyncGenerator<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addFile(path, name, {
    compress: true,
    compressionLevel: o.level ?? 6,
    forceZip64Format: o.zip64 ?? false,
  });
  zip.end();
  for await (const chunk of zip.outputStream) yield chunk as Buffer;
}
