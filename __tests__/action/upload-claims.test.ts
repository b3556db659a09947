/** One upload per tool and category a job: the marks the upload action leaves in the job's environment. */
import { claimForJob } from '../../src/action/upload-claims.js';

it('marks each tool and category once, under the key codeql-action uses, and refuses them the second time', () => {
  const env: NodeJS.ProcessEnv = {};
  const mark = (name: string, value: string) => (env[name] = value);
  const runs = [
    { tool: 'ESLint', category: 'lint/js' },
    { tool: 'ESLint', category: 'lint/js' }, // one file's two runs of one tool and category: one key
    { tool: 'Trivy', category: '' },
  ];
  expect(claimForJob(runs, env, mark)).toBeUndefined();
  expect(Object.keys(env).sort()).toEqual([
    'SARIF_PIPELINE_UPLOADED_LINT_JS_ESLINT',
    'SARIF_PIPELINE_UPLOADED___TRIVY',
  ]);
  expect(claimForJob([{ tool: 'Trivy', category: '' }], env, mark)).toBe(
    'this job already uploaded an analysis of tool "Trivy" with category "none", which this upload would replace',
  );
  expect(claimForJob([{ tool: 'ESLint', category: 'lint/ts' }], env, mark)).toBeUndefined();
});

it("sees codeql-action's marks: its analyze or upload-sarif step of the same tool and category", () => {
  const env = {
    CODEQL_UPLOAD_SARIF__LANGUAGE_JAVASCRIPT_CODEQL: 'CODEQL_UPLOAD_SARIF__LANGUAGE_JAVASCRIPT_CODEQL',
  };
  expect(claimForJob([{ tool: 'CodeQL', category: '/language:javascript' }], env, () => {})).toMatch(
    /already uploaded an analysis of tool "CodeQL" with category "\/language:javascript"/,
  );
});
