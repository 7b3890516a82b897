import { expect, test } from '@playwright/test';
import { apiGet, login, switchLanguage } from './fixtures';

test('a task added on a sale page raises the counter, and marking it done lowers it', async ({ page }) => {
  await login(page, 'sales_manager');
  await switchLanguage(page, 'English');
  const { data } = await apiGet<{ data: { id: number; contract_no: string }[] }>(
    page,
    '/api/sales?perpage=5',
  );
  const sale = data[0]!;

  await page.goto(`/sales/${sale.id}`);
  const before = (await apiGet<{ count: number }>(page, '/api/tasks/actual')).count;
  await expect(page.getByRole('link', { name: `My current tasks: ${before}` })).toBeVisible();
  const section = page.getByRole('region', { name: 'Tasks', exact: true });
  await section.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  const title = `Call the buyer about ${sale.contract_no}`;
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `My current tasks: ${before + 1}` })).toBeVisible();

  await section.getByRole('button', { name: `Mark as done: ${title}` }).click();
  await expect(section.getByRole('button', { name: `Reopen: ${title}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `My current tasks: ${before}` })).toBeVisible();

  // The counter opens the list, where the task is among my done ones.
  await page.getByRole('link', { name: `My current tasks: ${before}` }).click();
  await expect(page).toHaveURL(/\/tasks/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Done' }).click();
  await expect(page.getByRole('grid').getByText(title)).toBeVisible();
});
