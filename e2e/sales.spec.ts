import { expect, test } from '@playwright/test';
import { login, switchLanguage } from './fixtures';

test('sells a unit from the chessboard with a formula schedule, takes a payment in lari, invoices and deletes the sale', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, 'admin');
  await switchLanguage(page, 'English');

  await page.goto('/buildings/1/chessboard');
  const board = page.getByTestId('chessboard');
  const freeCell = board.locator('.cell.s-free').first();
  await expect(freeCell).toBeVisible();
  const number = (await freeCell.locator('.num').textContent())!;
  await freeCell.click();
  await page
    .getByRole('region', { name: `Unit No. ${number}` })
    .getByRole('button', { name: 'Sell' })
    .click();

  const dialog = page.getByRole('dialog', { name: `Sell unit No ${number}` });
  await expect(dialog.getByRole('textbox', { name: `Price of No ${number}` })).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: `Price of No ${number}` }).fill('100000');
  await dialog.getByRole('combobox', { name: 'Buyer' }).fill('Giorg');
  await page.getByRole('option').first().click();
  const contractNo = `E2E-${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Contract number' }).fill(contractNo);
  await dialog.getByRole('textbox', { name: 'First month' }).fill('2026-01');
  await dialog.getByRole('textbox', { name: 'Number of instalments' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Formula' }).fill('20000:2');
  const preview = dialog.getByRole('table', { name: 'Schedule preview' });
  // Two of 20,000, then the 60,000 left spread evenly over the other eight: 7,500 each.
  await expect(preview.getByRole('row')).toHaveCount(12);
  await expect(preview.getByText('7,500.00').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/sales\/\d+$/);
  const saleUrl = page.url();
  await expect(page.getByRole('heading', { name: `Contract No ${contractNo}` })).toBeVisible();
  const schedule = page.getByRole('region', { name: 'Payment schedule' });
  await expect(schedule.getByText('20,000.00').first()).toBeVisible();

  // A payment in lari on a dollar sale, at the National Bank rate the dialog proposes, worth the first 20,000 $.
  await page.getByRole('button', { name: 'Add payment' }).click();
  const pay = page.getByRole('dialog', { name: `Add a payment to No ${contractNo}` });
  await pay.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'GEL' }).click();
  const rateBox = pay.getByRole('textbox', { name: 'Rate of USD' });
  await expect(rateBox).toHaveValue(/^\d+\.\d+$/);
  const lari = Math.round(Number(await rateBox.inputValue()) * 20000 * 100) / 100;
  await pay.getByRole('textbox', { name: 'Amount' }).fill(lari.toFixed(2));
  await expect(pay.getByText('20,000.00').first()).toBeVisible();
  await pay.getByRole('button', { name: 'Save' }).click();
  await expect(pay).toBeHidden();
  await expect(page.getByText('Payment added')).toBeVisible();
  await expect(schedule.getByText('Paid').first()).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText(lari.toLocaleString('en-US', { minimumFractionDigits: 2 }))).toBeVisible();

  // An invoice for the next instalment, printed.
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  const invoice = page.getByRole('dialog', { name: 'Issue an invoice' });
  await invoice.getByRole('button', { name: 'Issue' }).click();
  const issued = page.getByRole('dialog', { name: 'Invoice issued' });
  // The lari payment covered the first 20,000; the invoice asks for the second.
  await expect(issued.getByText(/Invoice No\. \d{4}-\d+: 20,000\.00 \$/)).toBeVisible();
  // The print opens in a tab of its own; the sale page stays where it was.
  const [print] = await Promise.all([
    page.context().waitForEvent('page'),
    issued.getByRole('button', { name: 'Print' }).click(),
  ]);
  await expect(print).toHaveURL(/\/invoices\/\d+\/print\?from=/);
  await expect(print.getByText(contractNo).first()).toBeVisible();
  await expect(print.getByText('20,000.00').first()).toBeVisible();
  await print.close();
  await expect(page).toHaveURL(saleUrl);

  // Soft delete with a comment; the sale is then among the deleted ones.
  await page.goto(saleUrl);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: `Delete sale No ${contractNo}` });
  await remove.getByRole('textbox', { name: 'Comment' }).fill('Entered twice by mistake');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/sales$/);

  await page.goto('/trashed-sales');
  await page.getByRole('searchbox', { name: 'Contract №' }).fill(contractNo);
  const row = page.getByRole('row', { name: new RegExp(contractNo) });
  await row.click();
  await expect(page).toHaveURL(/\/trashed-sales\/\d+$/);
  await expect(page.getByText(/Entered twice by mistake/).first()).toBeVisible();
});
