import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INDEX, buildWebIfChanged, STAMP_FILE } from './build-web-if-changed';

let root: string;
let builds: number;

const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const fakeBuild = async () => {
  builds++;
  write(BUILD_INDEX, `<html>build ${builds}</html>`);
};
const start = () => buildWebIfChanged(root, fakeBuild);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'realty-web-build-'));
  builds = 0;
  write('src/web/index.html', '<div id="root"></div>');
  write('src/web/features/sales/sales-page.tsx', 'export const SalesPage = 1;');
  write('src/shared/money/minor-units.ts', 'export const scale = 100;');
  write('vite.config.ts', 'export default {};');
  write('package-lock.json', '{"lockfileVersion": 3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web build at start', () => {
  it('builds on a fresh clone, then keeps the build while nothing it is made from changed', async () => {
    expect(await start()).toBe('there is no web build yet');
    expect(await start()).toBeNull();
    // Times alone (a checkout, a copy) are not a change.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/web/index.html'), later, later);
    expect(await start()).toBeNull();
    expect(builds).toBe(1);
  });

  it.each([
    ['a web source', 'src/web/features/sales/sales-page.tsx'],
    ['a new web file', 'src/web/features/sales/sales-table.tsx'],
    ['index.html', 'src/web/index.html'],
    ['shared code', 'src/shared/money/minor-units.ts'],
    ['the vite config', 'vite.config.ts'],
    ['the package lock', 'package-lock.json'],
  ])('builds again after a change to %s', async (_what, file) => {
    await start();
    write(file, 'changed');
    expect(await start()).toBe('the web sources changed since the last build');
    expect(await start()).toBeNull();
    expect(builds).toBe(2);
  });

  it('builds again when the build is gone, or has no stamp (built by hand, or cut off)', async () => {
    await start();
    rmSync(path.join(root, 'dist/web'), { recursive: true });
    expect(await start()).toBe('there is no web build yet');
    rmSync(path.join(root, STAMP_FILE));
    expect(await start()).toBe('the web build has no stamp of its inputs');
    expect(builds).toBe(3);
  });

  it('leaves no stamp behind a build that failed, so the next start tries again', async () => {
    await start();
    write('src/web/main.tsx', 'broken');
    await expect(buildWebIfChanged(root, () => Promise.reject(new Error('syntax error')))).rejects.toThrow(
      'syntax error',
    );
    expect(await start()).toBe('the web build has no stamp of its inputs');
  });
});
