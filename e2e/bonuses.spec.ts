import { expect, test } from '@playwright/test';
import { login, switchLanguage } from './fixtures';

/** "1,234.50 ₾" -> 123450n (tetri). */
const tetri = (text: string) => BigInt(text.replace(/[^\d]/g, ''));

test('a bonus schema is created with its bands, a wrong band is named, and the calculator pays it', async ({
  page,
}) => {
  await login(page, 'admin');
  await switchLanguage(page, 'English');
  const name = `E2E bonus ${Date.now()}`;

  await page.goto('/bonuses');
  await expect(page.getByRole('heading', { name: 'Bonuses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add schema' }).click();
  const form = page.getByRole('dialog', { name: 'New bonus schema' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Participants' }).click();
  const participant = page.getByRole('option').first();
  const participantName = (await participant.innerText()).trim();
  await participant.click();
  await page.keyboard.press('Escape');
  await form.getByRole('textbox', { name: 'Target per period' }).fill('100000');

  const first = form.getByRole('group', { name: 'Band 1' });
  await first.getByRole('textbox', { name: 'Bonus %' }).fill('3');
  await form.getByRole('button', { name: 'Add band' }).click();
  const second = form.getByRole('group', { name: 'Band 2' });
  await second.getByRole('textbox', { name: 'From %' }).fill('50');
  await second.getByRole('textbox', { name: 'Bonus %' }).fill('5');
  await expect(form.getByText('Band 1: only the last band may be open at the top')).toBeVisible();
  await form.getByRole('button', { name: 'Remove band 2' }).click();
  await expect(form.getByText('Band 1: only the last band may be open at the top')).toBeHidden();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Calculator' }).click();
  await page.getByRole('combobox', { name: 'Bonus schema' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  const table = page.getByRole('table', { name: 'Calculator' });
  const row = table.getByRole('row').filter({ hasText: participantName });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  // One open band at 3 %: the bonus is 3 % of the result, to the tetri. Read both cells together until
  // they belong to the same answer: the row shows while the calculation for the chosen schema comes in.
  await expect
    .poll(async () => {
      const result = tetri(await cells.nth(1).innerText());
      const bonus = tetri(await cells.nth(4).innerText());
      return bonus === (result * 3n + 50n) / 100n;
    })
    .toBe(true);
  await expect(table.getByRole('row').filter({ hasText: 'Total' })).toBeVisible();
});
