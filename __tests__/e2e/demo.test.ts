/**
 * `npm start` end to end: the bundled CLI runs samples/workflows/demo.yml (the bundled actions, through the workflow
 * runner) against the embedded emulator.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireFreshDist } from '../support/fresh-dist.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('npm start (sarif-pipeline demo)', () => {
  beforeAll(requireFreshDist);

  it('runs the demo workflow: deploys the site, uploads the multi-tool sample with trimming, summarizes alerts, leaks no token', () => {
    // As an installed command runs it: through a link in a bin directory (npm i -g, npm link), from elsewhere.
    const elsewhere = mkdtempSync(join(tmpdir(), 'demo-installed-'));
    mkdirSync(join(elsewhere, 'bin'));
    symlinkSync(join(root, 'dist/cli/index.js'), join(elsewhere, 'bin', 'sarif-pipeline'));
    const r = spawnSync(process.execPath, [join(elsewhere, 'bin', 'sarif-pipeline'), 'demo'], {
      cwd: elsewhere,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, NODE_OPTIONS: '', GITHUB_ACTIONS: '' },
    });
    const out = r.stdout + r.stderr;
    expect(r.status).toBe(0);
    expect(out).toContain('dropped 2,000 results beyond the top ranked');
    expect(out).toMatch(/processing complete after/);
    expect(out).toMatch(/^open +[\d,]+ +[\d,]+/m); // the alerts summary, rendered for the terminal
    expect(out).toMatch(/Pages deployment \d+: succeed/);
    expect(out).toMatch(/deploy +Run your-org\/sarif-pipeline\/deploy-pages@v1 +✓ success/);
    expect(out).toContain('workflow succeeded in');
    // Any owner/sarif-pipeline@ref runs this copy: the log says so.
    expect(out).toContain(
      `your-org/sarif-pipeline/deploy-pages@v1: this package's step, from ${root.replace(/\/$/, '')} (any ref)`,
    );
    rmSync(elsewhere, { recursive: true, force: true });
    for (const secret of ['svc_workflow_webapp', 'svc_pat_octocat']) expect(out).not.toContain(secret);
  });
});
