/**
 * The Pages steps' job summaries (configure, pack, deploy), built like every other summary (markdown.ts): one
 * heading, one status line with the one success or failure mark, then a table of what was done.
 */
import { formatBytes, formatCount, formatDuration } from '../format.js';
import { code, link, stepHeading, table, text } from './markdown.js';

export const PAGES_TITLES = {
  configure: 'Pages site',
  pack: 'Pages artifact',
  deploy: 'Pages deployment',
} as const;

export function configureSummary(r: {
  created: boolean;
  baseUrl: string;
  basePath: string;
  repository: string;
}): string {
  return [
    stepHeading(
      PAGES_TITLES.configure,
      true,
      `${r.created ? 'Enabled Pages for' : 'Pages site of'} ${code(r.repository)}: ${link(r.baseUrl, r.baseUrl)}`,
    ),
    table(
      ['output', 'value'],
      [
        ['base_url', code(r.baseUrl)],
        ['base_path', r.basePath ? code(r.basePath) : '(root)'],
      ],
    ),
    '',
  ].join('\n');
}

export function packSummary(
  packed: { files: number; bytes: number },
  artifact?: { id: number; name: string; url?: string; size: number },
): string {
  const what = `${formatCount(packed.files)} file(s), ${formatBytes(packed.bytes)}`;
  const rows = [['packed', what]];
  if (artifact) {
    rows.push(['artifact', `${text(artifact.name)} (id ${artifact.id})`]);
    rows.push(['uploaded', formatBytes(artifact.size)]);
    if (artifact.url) rows.push(['URL', link(artifact.url, artifact.url)]);
  }
  return [
    stepHeading(
      PAGES_TITLES.pack,
      true,
      artifact ? `Packed and uploaded as artifact ${code(artifact.name)}` : `Packed ${what}`,
    ),
    table(['artifact', 'value'], rows),
    '',
  ].join('\n');
}

export function deploySummary(
  r: {
    ok: boolean;
    pageUrl: string;
    message: string;
    status: string;
    deploymentId: string;
    elapsedMs: number;
    errors: number;
    cancelled: boolean;
  },
  version: string,
): string {
  return [
    stepHeading(
      PAGES_TITLES.deploy,
      r.ok,
      r.ok ? `Deployed to ${link(r.pageUrl, r.pageUrl)}` : text(r.message, 500),
    ),
    table(
      ['deployment', 'value'],
      [
        ['status', code(r.status)],
        ['deployment', text(r.deploymentId)],
        ['build version', code(version)],
        ['time', formatDuration(r.elapsedMs)],
        ...(r.errors > 0 ? [['errors while polling', formatCount(r.errors)]] : []),
        ...(r.cancelled ? [['cancelled', 'yes']] : []),
      ],
    ),
    '',
  ].join('\n');
}
