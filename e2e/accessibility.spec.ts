import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's WCAG 2.1 A/AA findings on what the page shows now, one line per rule and element. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${v.help}`));
}

test('sign-in page has no WCAG 2.1 A/AA violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'შესვლა' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the signed-in pages and an open dialog have no WCAG 2.1 A/AA violations', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  const found: string[] = [];
  const check = async (name: string) => found.push(...(await violations(page)).map((v) => `${name} ${v}`));
  // The bell keeps a stream open, so the network never goes idle: wait for the page's spinners instead
  // (indeterminate progress bars; a determinate one, such as the sale's paid share, is content).
  const settled = () => expect(page.locator('[role=progressbar]:not([aria-valuenow])')).toHaveCount(0);

  await settled();
  await check('home');

  await page.goto('/sales');
  await expect(page.getByRole('grid')).toBeVisible();
  await settled();
  await check('sales list');

  await page.getByRole('grid').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sales\/\d+$/);
  await settled();
  await check('sale page');

  await page.goto('/customers');
  await expect(page.getByRole('grid')).toBeVisible();
  await settled();
  await check('customers');
  await page
    .getByRole('button', { name: /დამატება/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('customer dialog');
  await page.keyboard.press('Escape');

  const complexId = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${sessionStorage.getItem('token')}` };
    const list = (await (await fetch('/api/buildings', { headers })).json()) as { id: number }[];
    return list[0]!.id;
  });
  await page.goto(`/buildings/${complexId}/chessboard`);
  await settled();
  await check('chessboard');

  expect(found).toEqual([]);
});
