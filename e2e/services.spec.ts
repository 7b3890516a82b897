import { expect, test } from '@playwright/test';
import { login, switchLanguage } from './fixtures';

test('creates a renovation with a formula schedule for a sale, pays part in another currency and changes that payment, its debt falls while the sale’s stays, and the payment is in service payments', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, 'admin');
  await switchLanguage(page, 'English');

  // A sale without a renovation: the sales list filtered on "none".
  await page.goto('/sales?renovation_statuses=none&sale_statuses=active');
  const firstRow = page.locator('.MuiDataGrid-row').first();
  await expect(firstRow).toBeVisible({ timeout: 60_000 });
  await firstRow.dblclick();
  await expect(page).toHaveURL(/\/sales\/\d+$/);
  const saleUrl = page.url();
  const debtBefore = await page.getByRole('group', { name: 'Debt', exact: true }).first().textContent();

  const section = page.getByRole('region', { name: 'Renovation and services' });
  await section.getByRole('button', { name: 'Add renovation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New renovation' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('E2E green frame');
  await dialog.getByRole('combobox', { name: 'Service type' }).click();
  await page.getByRole('option', { name: /^Green frame/ }).click();
  // Priced per m², high enough that even a sale of one small unit (a parking place) leaves room after the
  // formula's two instalments of 1,000.
  await dialog.getByRole('textbox', { name: 'Unit price' }).fill('1000');
  await dialog.getByRole('textbox', { name: 'First month (YYYY-MM)' }).fill('2024-01');
  await dialog.getByRole('textbox', { name: 'Number of instalments' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Formula' }).fill('1000:2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await section.getByRole('button', { name: 'E2E green frame' }).click();
  const drawer = page
    .getByRole('presentation')
    .filter({ has: page.getByRole('heading', { name: 'E2E green frame' }) });
  const schedule = drawer.getByRole('table', { name: 'Payment schedule' });
  await expect(schedule.getByRole('row')).toHaveCount(5);
  await expect(schedule.getByText('1,000.00').first()).toBeVisible();
  const debt = drawer.getByTestId('figure-Debt');
  const renovationDebt = await debt.textContent();

  // 100 in another currency, converted at the National Bank stand-in's rate, lowers its debt.
  await drawer.getByRole('button', { name: 'Pay' }).click();
  const pay = page.getByRole('dialog', { name: 'Add payment' });
  await pay.getByRole('textbox', { name: 'Amount' }).fill('100');
  await pay.getByRole('combobox', { name: 'Currency' }).click();
  // Another currency than the renovation's (the sale's): lari for a dollar sale, dollars otherwise.
  const paidIn = renovationDebt!.includes('$') ? 'GEL' : 'USD';
  await page.getByRole('option', { name: paidIn, exact: true }).click();
  await pay.getByRole('textbox', { name: 'Payment date' }).fill('2024-02-01');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(pay).toBeHidden();
  await expect(debt).not.toHaveText(renovationDebt!);
  const payments = drawer.getByRole('table', { name: 'Payments' });
  await expect(payments.getByText(/100\.00/).first()).toBeVisible();
  await expect(payments.getByRole('cell', { name: '—' })).toHaveCount(0);

  // Changed to 200, the renovation is reloaded: its debt falls further.
  const debtAfterPay = await debt.textContent();
  await payments.getByRole('button', { name: 'Change payment' }).click();
  const change = page.getByRole('dialog', { name: 'Change payment' });
  await expect(change.getByRole('textbox', { name: 'Amount' })).toHaveValue('100.00');
  await change.getByRole('textbox', { name: 'Amount' }).fill('200');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(debt).not.toHaveText(debtAfterPay!);
  await expect(payments.getByText(/200\.00/).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The sale's own debt is as it was.
  await page.goto(saleUrl);
  await expect(page.getByRole('group', { name: 'Debt', exact: true }).first()).toHaveText(debtBefore!, {
    timeout: 30_000,
  });

  await page.goto('/services/payments?mode=renovation&date_from=2024-02-01&date_to=2024-02-01');
  await expect(page.getByRole('gridcell', { name: 'E2E green frame' })).toBeVisible();
});
