/**
 * What to do here, in a local run, about a failure whose own message points at the service's web pages: a Pages
 * step that finds no site (configure-pages: "Enable Pages in the repository settings", or "Get Pages site failed")
 * gets a notice saying how to create the site on the emulator, where there is no settings page.
 */
import type { JobState } from './job-state.js';

const NO_PAGES_SITE = /has no Pages site|Get Pages site failed|Pages is not enabled for/;

/** The notice for a Pages site missing on the emulator. */
export function pagesSiteHint(repository: string, hasAdminSecret: boolean, apiUrl: string): string {
  const token = hasAdminSecret
    ? `token: \${{ secrets.PAGES_ADMIN_TOKEN }}  (the emulator's ${repository} has that secret: a repository administrator's token)`
    : `token: \${{ secrets.PAGES_ADMIN_TOKEN }}  (a token that may administer ${repository}, given with --secrets-file)`;
  return [
    `On a local run there is no settings page: the site is created on the emulator (${apiUrl}). Either:`,
    `- let the step create it, as actions/configure-pages does with enablement (the job's own token may not):`,
    `    with:`,
    `      enablement: true`,
    `      ${token}`,
    `- or create it once on a running emulator (sarif-pipeline serve), then run against it (--api-url URL --admin-token T):`,
    `    SVC_TOKEN=<an administrator's token: docs/emulator.md lists the seed's> sarif-pipeline pages site --repo ${repository} --api-url URL`,
    `  (the API call: POST /repos/${repository}/pages with {"build_type":"workflow"}).`,
  ].join('\n');
}

/** After a failed step: a notice when one of its annotations says the repository has no Pages site. */
export function noteLocalFix(job: JobState, step: string, annotationsBefore: number): void {
  const said = job.log.annotations
    .slice(annotationsBefore)
    .some((a) => a.job === job.name && a.step === step && NO_PAGES_SITE.test(a.message));
  if (!said) return;
  const github = job.contexts.github as { repository?: string; api_url?: string };
  const secrets = job.contexts.secrets as Record<string, string> | undefined;
  job.log.annotate({
    level: 'notice',
    message: pagesSiteHint(
      github.repository ?? 'OWNER/REPO',
      !!secrets?.PAGES_ADMIN_TOKEN,
      github.api_url ?? '',
    ),
    job: job.name,
    step,
  });
}
