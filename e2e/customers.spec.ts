import { expect, test } from '@playwright/test';
import { login, switchLanguage } from './fixtures';

test('a person is added with the 11-digit rule enforced, found by search and opened', async ({ page }) => {
  const stamp = String(Date.now());
  const lastName = `Testadze${stamp.slice(-5)}`;
  const personalId = `01${stamp.slice(-9)}`;
  await login(page, 'admin');
  await switchLanguage(page, 'English');

  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('textbox', { name: /^First name\W*$/ }).fill('ნინო');
  await dialog.getByRole('textbox', { name: /^Last name\W*$/ }).fill('ტესტაძე');
  await dialog.getByRole('textbox', { name: /^First name \(English\)/ }).fill('Nino');
  await dialog.getByRole('textbox', { name: /^Last name \(English\)/ }).fill(lastName);
  const personal = dialog.getByRole('textbox', { name: /^Personal number/ });
  await personal.fill(personalId.slice(0, 10));
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+995 555 12 34 56');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Personal number must consist of 11 digits')).toBeVisible();

  await personal.fill(personalId);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill(lastName.toLowerCase());
  const link = page.getByRole('link', { name: `Nino ${lastName}` });
  await expect(link).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${lastName.toLowerCase()}`));
  await link.click();

  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Nino ${lastName}` })).toBeVisible();
  await expect(page.getByText(personalId)).toBeVisible();
  await expect(page.getByText('+995555123456')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
});
