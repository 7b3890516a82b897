import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { login, switchLanguage } from './fixtures';

/** The first data row of the report's table, as text. */
const firstRow = (page: Page) =>
  page.getByRole('table', { name: 'By month' }).locator('tbody tr').first().innerText();

test('a report changes with the period and the money view, draws its chart and downloads as shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  await switchLanguage(page, 'English');
  await page.goto('/reports?tab=monthly');
  const table = page.getByRole('table', { name: 'By month' });
  await expect(table).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  const yearFirst = await firstRow(page);
  const barsBefore = await page.getByTestId('report-chart').locator('.MuiBarElement-root, rect').count();

  // A shorter period: fewer months in the table and the chart, and the period is in the address.
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 3 months', exact: true }).click();
  await expect(page).toHaveURL(/period=last_3_months/);
  await expect.poll(() => firstRow(page)).not.toBe(yearFirst);
  await expect
    .poll(() => page.getByTestId('report-chart').locator('.MuiBarElement-root, rect').count())
    .toBeLessThan(barsBefore);

  // In lari: every row's currency is GEL.
  await page.getByRole('button', { name: 'In GEL', exact: true }).click();
  await expect(page).toHaveURL(/money_view=GEL/);
  await expect(table.locator('tbody tr').first()).toContainText('GEL');
  const rows = await table.locator('tbody tr').allInnerTexts();
  expect(rows.every((row) => row.includes('GEL'))).toBe(true);

  // The Excel holds the table's header and rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel', exact: true }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(['Month', 'Currency', 'Sales', 'Sales value', 'Expected', 'Received', 'Overdue']);
  const shownMonths = (await table.locator('tbody tr td:first-child').allInnerTexts()).filter((m) =>
    /^\d{4}-\d{2}$/.test(m),
  );
  const sheetMonths: string[] = [];
  sheet.eachRow((row, n) => {
    const month = String(row.getCell(1).value);
    if (n > 1 && /^\d{4}-\d{2}$/.test(month)) sheetMonths.push(month);
  });
  expect(sheetMonths).toEqual(shownMonths);
  expect(sheet.getRow(2).getCell(2).value).toBe('GEL');
});
