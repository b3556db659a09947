/** `npm start` end to end: the bundled CLI runs the bundled actions against the embedded emulator. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('npm start (sarif-pipeline demo)', () => {
  it('uploads the multi-tool sample with trimming, summarizes alerts, deploys the site, and leaks no token', () => {
    const r = spawnSync(process.execPath, [join(root, 'dist/cli/index.js'), 'demo'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, NODE_OPTIONS: '', GITHUB_ACTIONS: '' },
    });
    const out = r.stdout + r.stderr;
    expect(r.status).toBe(0);
    expect(out).toContain('dropped 2,000 results beyond the top ranked');
    expect(out).toMatch(/processing complete after/);
    expect(out).toMatch(/"processing-status": "complete"/);
    expect(out).toMatch(/\| open \| \d+ \| \d+ \|/);
    expect(out).toMatch(/"status": "succeed"/);
    expect(out).toContain('<h1>Deployed by sarif-pipeline</h1>');
    expect(out).toContain('done: every step succeeded');
    for (const secret of ['svc_workflow_webapp', 'svc_pat_octocat']) expect(out).not.toContain(secret);
  });
});
