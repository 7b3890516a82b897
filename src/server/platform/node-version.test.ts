import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version';

const script = fileURLToPath(new URL('./node-version.ts', import.meta.url));

describe('the supported Node.js', () => {
  it('accepts 24, 22.12 and newer lines', () => {
    for (const version of ['v24.21.0', 'v22.12.0', 'v22.20.1', 'v23.0.0', 'v26.1.0'])
      expect(nodeVersionProblem(version), version).toBeNull();
  });

  it('names the version needed when an older one runs', () => {
    for (const version of ['v20.20.2', 'v22.11.0', 'v18.20.8']) {
      const problem = nodeVersionProblem(version);
      expect(problem, version).toContain(`Node.js ${version} is too old`);
      expect(problem).toContain('needs Node.js 24 (or 22.12 or newer)');
      expect(problem).toContain('npx node@24');
    }
  });

  it('passes quietly as the first step of npm start on the Node.js that runs the tests', async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script]);
    expect(stdout + stderr).toBe('');
  });
});
