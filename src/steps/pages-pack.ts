/**
 * The Pages pack step: tar a built site as actions/upload-pages-artifact does (`tar --dereference
 * --hard-dereference --directory <path> --exclude=.git --exclude=.github [--exclude=.[^/]*] .` into
 * `artifact.tar`), checking first what that tar would silently get wrong, then upload it as a run artifact (zipped,
 * as @actions/artifact does, through the runner client of src/api), which the deployment step finds by name.
 *
 * Checked before a byte is written, each problem naming the file: the directory exists and holds files; every file
 * is readable; links are followed, and a link that leads outside the directory (or nowhere) is refused; the total
 * stays under a cap (the service's 10 GB Pages artifact limit by default).
 */
import { constants } from 'node:fs';
import { access, lstat, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { create } from 'tar';
import { formatBytes } from '../format.js';
import { ApiError, RunnerEnvironmentError, type RunnerClient, type UploadedArtifact } from '../api/index.js';
import { UserError } from '../errors.js';
import { zipOneFile } from './zip-stream.js';
import { writeProblem, writeWhole } from '../write-whole.js';

/** The service's limit on a Pages artifact (documented as 10 GB). */
export const PAGES_ARTIFACT_MAX_BYTES = 10 * 1000 ** 3;

export interface PackOptions {
  /** The built site. */
  dir: string;
  /** The tar to write (upload-pages-artifact writes $RUNNER_TEMP/artifact.tar). */
  out: string;
  /** Keep files and directories whose name starts with a dot (never .git and .github). Default false. */
  includeHidden?: boolean;
  /** Largest total of file sizes, in bytes. Default PAGES_ARTIFACT_MAX_BYTES. */
  maxBytes?: number;
}

export interface PackResult {
  file: string;
  files: number;
  /** Total size of the files packed (before tar headers). */
  bytes: number;
}

export async function packSite(o: PackOptions): Promise<PackResult> {
  const root = resolve(o.dir);
  const maxBytes = o.maxBytes ?? PAGES_ARTIFACT_MAX_BYTES;
  let rootReal: string;
  try {
    rootReal = await realpath(root);
    if (!(await stat(rootReal)).isDirectory()) throw new Error('not a directory');
  } catch {
    throw new UserError(
      `the site directory ${o.dir} does not exist or is not a directory`,
      'Set path to the directory your build writes the site to (upload-pages-artifact defaults to _site/).',
    );
  }
  const files: string[] = [];
  let bytes = 0;
  const skip = (name: string) =>
    name === '.git' || name === '.github' || (!o.includeHidden && name.startsWith('.'));

  /** `dir` walked; `ancestors` the real paths of the directories it is in (itself included), to see a loop. */
  async function walk(dir: string, ancestors: Set<string>): Promise<void> {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (skip(entry.name)) continue;
      const path = join(dir, entry.name);
      const shown = relative(root, path);
      let info = await lstat(path);
      if (info.isSymbolicLink()) {
        let target: string;
        try {
          target = await realpath(path);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ELOOP')
            throw new UserError(
              `${shown} is a link to ${await readlink(path)}, a loop of links that never reaches a file`,
              'Remove the link, or point it at a file or directory of the site.',
            );
          throw new UserError(
            `${shown} is a link to ${await readlink(path)}, which does not exist`,
            'Remove the link or build what it points to.',
          );
        }
        if (ancestors.has(target))
          throw new UserError(
            `${shown} is a link to ${await readlink(path)}, a directory that holds the link itself: following it would never end`,
            'Remove the link, or point it at a directory beside it.',
          );
        if (target !== rootReal && !target.startsWith(rootReal + sep))
          throw new UserError(
            `${shown} is a link to ${target}, outside the site directory: it would publish a file from elsewhere`,
            'Copy the file into the site directory instead of linking to it.',
          );
        info = await stat(path);
      }
      if (info.isDirectory()) {
        const real = await realpath(path);
        await walk(path, new Set(ancestors).add(real));
      } else if (info.isFile()) {
        try {
          await access(path, constants.R_OK);
        } catch {
          throw new UserError(
            `${shown} is not readable`,
            'Fix its permissions (chmod a+r) or remove it from the site.',
          );
        }
        bytes += info.size;
        if (bytes > maxBytes)
          throw new UserError(
            `the site is larger than ${formatBytes(maxBytes)} (at ${shown})`,
            'Pages artifacts are limited to 10 GB: remove large files or host them elsewhere.',
          );
        files.push(shown.split(sep).join('/'));
      } else
        throw new UserError(
          `${shown} is not a regular file or directory (a device, socket or FIFO)`,
          'Remove it from the site.',
        );
    }
  }
  await walk(root, new Set([rootReal]));
  if (files.length === 0)
    throw new UserError(
      `the site directory ${o.dir} holds no files${o.includeHidden ? '' : ' (hidden files are left out unless include-hidden-files is true)'}`,
      'Check that the build ran and wrote the site there.',
    );
  // Links dereferenced (follow), hard links stored as files (a link cache that remembers nothing: tar's
  // --hard-dereference), portable headers. Synchronous: the asynchronous packer waits on that cache for hard links.
  const noHardLinks = { get: () => undefined, set: () => undefined, has: () => false } as unknown as Map<
    `${number}:${number}`,
    string
  >;
  // Each path as `./path`, the entry names GNU tar gives upload-pages-artifact's `tar … .`; and node-tar reads an
  // argument starting with `@` as another archive to copy entries from, which a site's `@types/` must not be.
  // Written whole: a disk that fills part-way leaves no cut artifact.tar (nor what was there before cut).
  try {
    await writeWhole([
      {
        path: o.out,
        write: (file) =>
          create(
            { cwd: root, file, follow: true, portable: true, linkCache: noHardLinks, sync: true },
            files.map((f) => `./${f}`),
          ),
      },
    ]);
  } catch (err) {
    // A site file's own error (it names that file) is not a write's.
    const e = err as NodeJS.ErrnoException;
    const why = writeProblem(err);
    if (!why || (e.path !== undefined && e.path !== o.out)) throw err;
    throw new UserError(
      `cannot write the artifact ${o.out}: ${why}`,
      'Make room on the disk, or write the artifact elsewhere (--out; the step writes it to RUNNER_TEMP).',
    );
  }
  return { file: o.out, files: files.length, bytes };
}

/**
 * The REST download URL of a run artifact (what the service lists as its `archive_download_url`, and what the
 * deploy step takes as artifact-url): the artifact's own, by its id, in the repository of the run.
 */
export function artifactDownloadUrl(
  apiUrl: string,
  repository: { owner: string; repo: string },
  id: number,
): string {
  return `${apiUrl.replace(/\/+$/, '')}/repos/${repository.owner}/${repository.repo}/actions/artifacts/${id}/zip`;
}

/** What upload-artifact refuses in a name (@actions/artifact's rule). */
const BAD_NAME = /["<>|*?\r\n\\/:]/;

/**
 * Upload a packed site as a run artifact through the runner's artifact service (ACTIONS_RESULTS_URL, with the
 * job's ACTIONS_RUNTIME_TOKEN), as upload-pages-artifact does with upload-artifact: the tar zipped under its own
 * name, through the runner client (src/api/runner-services.ts), whose requests the step's signal and deadline bound and
 * whose runtime token goes to no other origin.
 */
export async function uploadRunArtifact(
  runner: RunnerClient,
  file: string,
  name: string,
  retentionDays: number,
): Promise<UploadedArtifact> {
  if (!name || BAD_NAME.test(name))
    throw new UserError(
      `the artifact name ${JSON.stringify(name)} is not allowed`,
      'A name may not hold " : < > | * ? \\ / or line breaks.',
    );
  try {
    return await runner.uploadArtifact({ name, content: zipOneFile(file, basename(file)), retentionDays });
  } catch (err) {
    if (err instanceof RunnerEnvironmentError)
      throw new UserError(
        `cannot upload the artifact: ${err.message}`,
        'The runner sets them for every job step; outside a workflow, pack the site only (sarif-pipeline pages pack --out FILE).',
      );
    if (err instanceof ApiError && err.status === 409)
      throw new UserError(
        `an artifact named ${name} already exists in this run`,
        'Give the pack step another name, or deploy the one that exists.',
      );
    throw err;
  }
}
