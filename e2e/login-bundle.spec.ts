import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';

// What keeps it there: docs/decisions/005-login-bundle.md.
const SIGN_IN_LIMIT_KB = 200;
// 450 kB until five modules joined the shell and the shared message catalogue (514 kB measured on
// 2026-11-25): raised so the rest lands, to be brought back under 450 kB (named in that session's note).
// 525 kB since the endpoint table (decision 005, 2026-12-04: 520.2 kB in CI twice, about 4 kB of it the
// entries' addresses and a finer split of the sales contracts); issue 40 takes it to 400 kB.
const SALES_LIST_LIMIT_KB = 525;

/**
 * Counts the JavaScript a page really transfers: the encoded body sizes Chromium received (the server sends
 * the build's brotli or gzip files), from a cold cache.
 */
async function scriptsReceived(page: Page, open: () => Promise<void>) {
  const sizes = new Map<string, number>();
  const uncompressed: string[] = [];
  // Signed-in pages keep a live connection open (the bell), so "network idle" never comes: wait for the scripts.
  const pending = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request.url());
  });
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const { responseBodySize } = await request.sizes();
    const path = new URL(request.url()).pathname;
    sizes.set(path, responseBodySize);
    // The build leaves files under 1 kB as they are; anything bigger must arrive compressed.
    const encoding = (await request.response())?.headers()['content-encoding'];
    if (responseBodySize >= 1024 && !encoding) uncompressed.push(path);
    pending.delete(request.url());
  });
  await open();
  await page.waitForLoadState('load');
  await expect.poll(() => pending.size).toBe(0);
  expect(uncompressed).toEqual([]);
  const totalKb = [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
  const listing = [...sizes]
    .sort((a, b) => b[1] - a[1])
    .map(([path, size]) => `  ${(size / 1024).toFixed(1).padStart(7)} kB  ${path}`)
    .join('\n');
  return { totalKb, count: sizes.size, listing };
}

test(`the sign-in page transfers at most ${SIGN_IN_LIMIT_KB} kB of JavaScript`, async ({ page }) => {
  const { totalKb, count, listing } = await scriptsReceived(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'შესვლა' })).toBeVisible();
  });
  console.log(`Sign-in page JavaScript as received: ${totalKb.toFixed(1)} kB in ${count} files\n${listing}`);
  expect(totalKb).toBeLessThanOrEqual(SIGN_IN_LIMIT_KB);
});

test(`the sales list transfers at most ${SALES_LIST_LIMIT_KB} kB of JavaScript`, async ({ page }) => {
  await login(page, 'admin');
  // An empty cache: what a signed-in user's browser fetches opening the list cold.
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  const { totalKb, count, listing } = await scriptsReceived(page, async () => {
    await page.goto('/sales');
    await expect(page.getByRole('grid')).toBeVisible();
  });
  console.log(`Sales list JavaScript as received: ${totalKb.toFixed(1)} kB in ${count} files\n${listing}`);
  expect(totalKb).toBeLessThanOrEqual(SALES_LIST_LIMIT_KB);
});
