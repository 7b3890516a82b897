import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// What keeps it there: docs/decisions/005-login-bundle.md.
const LIMIT_KB = 200;

test(`the login page loads at most ${LIMIT_KB} kB of JavaScript (gzip)`, async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'შესვლა' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const totalKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  const listing = [...scripts]
    .map(([path, size]) => `  ${(size / 1024).toFixed(1).padStart(7)} kB  ${path}`)
    .join('\n');
  console.log(`Login page JavaScript (gzip): ${totalKb.toFixed(1)} kB in ${scripts.size} files\n${listing}`);
  expect(totalKb).toBeLessThanOrEqual(LIMIT_KB);
});
