import { expect, test } from '@playwright/test';
import { checkDigits } from '../src/shared/iban/iban';
import { login, switchLanguage } from './fixtures';

const tbcIban = () => {
  const bban = `TB${String(Date.now()).padStart(16, '0').slice(-16)}`;
  return `GE${checkDigits('GE', bban)}${bban}`;
};

test('a complex with blocks and an account, its units in bulk, then the chessboard', async ({ page }) => {
  const name = `Vake Park ${Date.now()}`;
  await login(page, 'admin');
  await switchLanguage(page, 'English');

  await page.goto('/buildings');
  await page.getByRole('button', { name: 'Add complex' }).click();
  const complexDialog = page.getByRole('dialog', { name: 'New complex' });
  await complexDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await complexDialog
    .getByRole('textbox', { name: 'Address', exact: true })
    .fill('Chavchavadze Ave 64, Tbilisi');
  await complexDialog.getByRole('combobox', { name: 'Blocks' }).click();
  await page.getByRole('option', { name: 'A', exact: true }).click();
  await page.getByRole('option', { name: 'B', exact: true }).click();
  await page.keyboard.press('Escape');
  await complexDialog.getByRole('button', { name: 'Save' }).click();
  await expect(complexDialog).toBeHidden();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Block A')).toBeVisible();

  await page.goto('/bank-accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  const accountDialog = page.getByRole('dialog', { name: 'New bank account' });
  await accountDialog.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'TBC Bank' }).click();
  await accountDialog.getByRole('combobox', { name: 'Complex' }).click();
  await page.getByRole('option', { name }).click();
  await accountDialog.getByRole('combobox', { name: 'Block' }).click();
  await page.getByRole('option', { name: 'A', exact: true }).click();
  const iban = tbcIban();
  await accountDialog.getByRole('textbox', { name: 'IBAN (GEL)' }).fill(iban);
  await accountDialog.getByRole('button', { name: 'Save' }).click();
  await expect(accountDialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(iban) })).toBeVisible();

  await page.goto('/properties');
  await page.getByRole('button', { name: 'Bulk add' }).click();
  const bulk = page.getByRole('dialog', { name: 'Add units in bulk' });
  await bulk.getByRole('combobox', { name: 'Complex' }).click();
  await page.getByRole('option', { name }).click();
  await bulk.getByRole('combobox', { name: 'Block' }).click();
  await page.getByRole('option', { name: 'A', exact: true }).click();
  await bulk.getByRole('spinbutton', { name: 'To floor' }).fill('3');
  await bulk.getByRole('spinbutton', { name: 'Rooms' }).fill('2');
  await bulk.getByRole('textbox', { name: 'Total area (m²)' }).fill('64.5');
  await bulk.getByRole('textbox', { name: 'Price per m²' }).fill('1200');
  await bulk.getByRole('textbox', { name: 'Price step per floor' }).fill('50');
  const preview = bulk.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(13);
  await expect(preview.getByRole('row', { name: /^3 304 64\.50 1,300\.00 83,850\.00$/ })).toBeVisible();
  await bulk.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('12 units added')).toBeVisible();

  await page.goto('/buildings');
  await page.getByRole('article', { name }).getByRole('link', { name: 'Availability chart' }).click();
  await expect(page.getByRole('heading', { name: `${name} — availability chessboard` })).toBeVisible();
  const board = page.getByTestId('chessboard');
  await expect(board.getByRole('button')).toHaveCount(12);
  await expect(page.getByText(/Free: 12/)).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Price from' }).fill('80000');
  // Floor 1 costs 64.5 × 1,200 = 77,400; floors 2 and 3 are above 80,000.
  await expect(board.locator('.cell.dim')).toHaveCount(4);
  await expect(board.getByRole('button', { name: /^101 / })).toHaveClass(/dim/);
  await expect(board.getByRole('button', { name: /^201 / })).not.toHaveClass(/dim/);

  await board.getByRole('button', { name: /^302 / }).click();
  const unit = page.getByRole('region', { name: 'Unit No. 302' });
  await expect(unit).toBeVisible();
  await expect(unit.getByText('64.50', { exact: true })).toBeVisible();
  await expect(
    unit.getByRole('table', { name: 'Price history' }).getByRole('row', { name: /Created 83,850\.00 \$/ }),
  ).toBeVisible();
  await expect(unit.getByRole('button', { name: 'Take off sale' })).toBeVisible();

  await expect(unit.getByText('No plan uploaded yet')).toBeVisible();
  await unit.locator('input[type=file]').setInputFiles({
    name: 'plan-302.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(unit.getByRole('img', { name: 'Floor plan' })).toBeVisible();
});
