import { expect, test } from '@playwright/test';
import { login, switchLanguage } from './fixtures';

test('books a free unit from the chessboard, finds the booking and comments on it', async ({ page }) => {
  await login(page, 'admin');
  await switchLanguage(page, 'English');

  await page.goto('/buildings/1/chessboard');
  const board = page.getByTestId('chessboard');
  const freeCell = board.locator('.cell.s-free').first();
  await expect(freeCell).toBeVisible();
  const number = (await freeCell.locator('.num').textContent())!;
  await freeCell.click();

  const unit = page.getByRole('region', { name: `Unit No. ${number}` });
  await unit.getByRole('button', { name: 'Book' }).click();
  const dialog = page.getByRole('dialog', { name: `Book unit No ${number}` });
  await expect(dialog.getByRole('textbox', { name: 'Price' })).not.toHaveValue('');
  await dialog.getByRole('combobox', { name: 'Customer' }).fill('Giorg');
  const customer = page.getByRole('option').first();
  await expect(customer).toBeVisible();
  const customerName = (await customer.innerText()).split('\n')[0]!.trim();
  await customer.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Booking saved')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(board.getByRole('button', { name: new RegExp(`^${number} `) })).toHaveClass(/s-booked/);

  // The list keeps its filters in the URL: this complex's active bookings, then the unit's number.
  await page.goto('/bookings?building_id=1&status=active&perpage=50');
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  const row = page.getByRole('row', { name: new RegExp(`No ${number}.*${customerName}`) }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: /^Open: / }).click();

  const details = page.getByRole('dialog', { name: /^Booking No \d+$/ });
  await expect(details.getByText(customerName)).toBeVisible();
  const comments = details.getByRole('region', { name: 'Comments' });
  await comments
    .getByRole('textbox', { name: 'New comment' })
    .fill('Customer asked to hold it one more week');
  await comments.getByRole('button', { name: 'Add' }).click();
  await expect(comments.getByText('Customer asked to hold it one more week')).toBeVisible();
});
