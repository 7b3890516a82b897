import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './fixtures';

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The part of `inner` a user sees lies inside `outer` (a scroll box clips what lies beyond its edges). */
async function expectInside(inner: Locator, outer: Locator) {
  // boundingBox does not wait: a section still loading would have none yet.
  await expect(inner).toBeVisible();
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 1);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 1);
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** An active demo sale, asked of the API as the signed-in user (the token is in the tab's sessionStorage). */
function activeSaleId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const headers = { authorization: `Bearer ${sessionStorage.getItem('token')}` };
    const response = await fetch('/api/sales?perpage=20&sale_statuses=active', { headers });
    const { data } = (await response.json()) as { data: { id: number }[] };
    return data[0]!.id;
  });
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the sales list shows what a sales manager reads first, without sideways scrolling', async ({
      page,
    }) => {
      await login(page, 'sales_manager');
      await page.goto('/sales');
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      const viewport = page.locator('body');
      await expectInside(grid, viewport);
      const key =
        size.name === 'phone'
          ? ['ხელშეკრულების №', 'მყიდველი', 'დავალიანება']
          : ['ხელშეკრულების №', 'მყიდველი', 'ფართები', 'ღირებულება', 'გადახდილი', 'დავალიანება', 'სტატუსი'];
      for (const name of key) await expectInside(grid.getByRole('columnheader', { name }), grid);
      // The contract number is the row's way in: it is in view on every row size.
      await expectInside(grid.getByRole('row').nth(1).getByRole('link'), grid);
      await expectNoSidewaysScroll(page);
    });

    test('the sale page keeps its actions, unit price and schedule money in view', async ({ page }) => {
      await login(page, 'admin');
      await page.goto(`/sales/${await activeSaleId(page)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const viewport = page.locator('body');
      await expectInside(page.getByRole('button', { name: 'სხვა მოქმედებები' }), viewport);
      const units = page.getByRole('table', { name: 'ფართები' });
      await expectInside(units.getByRole('columnheader', { name: 'ფასი' }), units.locator('..'));
      const schedule = page.getByRole('group', { name: 'გადახდის გრაფიკი' });
      for (const name of ['გადახდილი', 'დარჩენილი'])
        await expectInside(schedule.getByRole('columnheader', { name, exact: true }), schedule);
      // The status sits in its own column on a desktop and under the due date on a phone.
      const status = schedule
        .getByRole('row')
        .nth(1)
        .getByText(/^(გადახდილი|ნაწილობრივ|გადაუხდელი)$/)
        .filter({ visible: true });
      await expectInside(status, schedule);
      await expectNoSidewaysScroll(page);
    });

    test('the notification log keeps its row actions and states in view', async ({ page }) => {
      await login(page, 'admin');
      await page.goto('/notification-logs');
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('row').nth(1)).toBeVisible();
      await expectInside(grid, page.locator('body'));
      await expectInside(grid.getByRole('row').nth(1).getByRole('button', { name: 'დეტალები' }), grid);
      const key =
        size.name === 'phone' ? ['თარიღი'] : ['თარიღი', 'ხელშეკრულება', 'მყიდველი', 'სტატუსი', 'ტიპი'];
      for (const name of key) await expectInside(grid.getByRole('columnheader', { name, exact: true }), grid);
      await expectNoSidewaysScroll(page);
    });
  });
}
