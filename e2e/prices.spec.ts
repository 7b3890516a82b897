import { expect, test, type Page } from '@playwright/test';
import type { Building } from '../src/shared/buildings/contracts';
import type { Paginated } from '../src/shared/pagination';
import type { PropertyDetail, PropertyRow } from '../src/shared/properties/contracts';
import { login, switchLanguage } from './fixtures';

const COMPLEX = 'Vake Park Residence';

/** GET /api/... as the signed-in user of `page`. */
async function getJson<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** +10% on a price per m², rounded half-up to cents as the server does. */
const plusTenPercent = (price: string) =>
  (Math.round((Math.round(Number(price) * 100) * 11) / 10) / 100).toFixed(2);

test('a rule price list: +10% on block A, previewed, saved as a draft, applied, and the unit repriced', async ({
  page,
}) => {
  await login(page, 'admin');
  await switchLanguage(page, 'English');

  const buildings = await getJson<Building[]>(page, '/buildings');
  const complex = buildings.find((building) => building.name_en === COMPLEX);
  expect(complex, 'the demo complex').toBeTruthy();
  const free = await getJson<Paginated<PropertyRow>>(
    page,
    `/properties?building_id=${complex!.id}&block=A&status=free&page=1&perpage=10`,
  );
  const unit = free.data[0];
  expect(unit, 'a free unit in block A').toBeTruthy();

  await page.goto('/prices');
  await expect(page.getByRole('heading', { name: 'Price lists' })).toBeVisible();
  await page.getByRole('button', { name: 'New price list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New price list' });
  await dialog.getByRole('combobox', { name: 'Complex' }).click();
  await page.getByRole('option', { name: COMPLEX }).click();
  const title = `Block A +10% ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('tab', { name: 'Rule' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Change by' })).toHaveText('Percent (%)');
  await dialog.getByRole('textbox', { name: 'Value' }).fill('10');
  await dialog.getByRole('combobox', { name: 'Block' }).click();
  await page.getByRole('option', { name: 'A', exact: true }).click();

  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('table', { name: 'Price changes' });
  await expect(preview).toBeVisible();
  const row = preview.getByRole('row').filter({ hasText: unit!.number }).filter({ hasText: /^A/ }).first();
  await expect(row).toContainText(
    Number(plusTenPercent(unit!.price_per_m2)).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  await expect(dialog.getByText(/^Total \(/).first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Price list saved as a draft')).toBeVisible();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('Draft', { exact: true })).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Price changes' })).toBeVisible();

  await detail.getByRole('button', { name: 'Apply prices' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply prices' });
  await expect(confirm).toContainText(/Apply \d+ new prices\?/);
  await confirm.getByRole('button', { name: 'Apply prices' }).click();
  await expect(page.getByText('New prices applied')).toBeVisible();
  await expect(detail.getByText('Applied', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Apply prices' })).toBeHidden();

  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Applied');

  const after = await getJson<PropertyDetail>(page, `/properties/${unit!.id}`);
  expect(after.price_per_m2).toBe(plusTenPercent(unit!.price_per_m2));
  expect(after.price_per_m2).not.toBe(unit!.price_per_m2);
});

/** The downloaded template with new prices written in: a number, or a text for a bad row. */
async function fillTemplate(path: string, prices: (string | number)[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const column = headers.indexOf('new_price_per_m2');
  expect(column, 'the new price column').toBeGreaterThan(0);
  prices.forEach((price, index) => {
    sheet.getRow(index + 2).getCell(column).value = price;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an Excel price list: the template, a bad row refused with its line, then a draft deleted', async ({
  page,
}) => {
  await login(page, 'admin');
  await switchLanguage(page, 'English');

  await page.goto('/prices');
  await page.getByRole('button', { name: 'New price list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New price list' });
  await expect(dialog.getByRole('button', { name: 'Download template' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Complex' }).click();
  await page.getByRole('option', { name: COMPLEX }).click();
  const title = `From Excel ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const template = await download.path();

  // Saving before a file is chosen is refused on the form.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required field')).toBeVisible();

  await dialog.getByLabel('Excel file (.xlsx)').setInputFiles({
    name: 'prices.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await fillTemplate(template, [2222, 'abc']),
  });
  await expect(dialog.getByText('prices.xlsx')).toBeVisible();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('table', { name: 'Price changes' }).getByRole('row')).toHaveCount(2);
  const bad = dialog.getByRole('table', { name: 'Rows with errors: 1' });
  await expect(bad.getByRole('row', { name: '3 The price is not a number' })).toBeVisible();

  // A file with bad rows is not saved: the server's 422 lists them.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('table', { name: 'Rows with errors: 1' })).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Excel file (.xlsx)').setInputFiles({
    name: 'prices-fixed.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await fillTemplate(template, [2222]),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('Draft', { exact: true })).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Price changes' }).getByRole('row')).toHaveCount(2);

  // A draft can still be renamed; its items stay when no new file is chosen.
  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit price list' });
  await edit.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  const edited = page.getByRole('dialog', { name: `${title} (edited)` });
  await expect(edited.getByRole('table', { name: 'Price changes' }).getByRole('row')).toHaveCount(2);

  await edited.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Record deleted successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
