import { expect, test } from '@playwright/test';
import { login, menuEntries, signOut, switchLanguage } from './fixtures';

test('admin signs in, sees the whole menu, switches to English and back', async ({ page }) => {
  await login(page, 'admin');
  await expect(page.getByRole('contentinfo')).toContainText('უძრავი ქონების გაყიდვების მართვის პროგრამა');
  const entries = await menuEntries(page);
  expect(entries).toEqual(
    expect.arrayContaining([
      'მთავარი',
      'კომპანია',
      'როლები და უფლებები',
      'თანამშრომლები',
      'ლოგები',
      'ბანკები',
    ]),
  );

  await switchLanguage(page, 'English');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Real estate sales management program');
  await page.reload();
  expect(await menuEntries(page)).toEqual(expect.arrayContaining(['Home', 'Company', 'Employees', 'Logs']));

  await switchLanguage(page, 'ქართული');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'თანამშრომლები' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('უძრავი ქონების გაყიდვების მართვის პროგრამა');
});

test('admin edits the company and the change is kept', async ({ page }) => {
  await login(page, 'admin');
  await switchLanguage(page, 'English');
  await page.goto('/company');
  const director = page.getByRole('textbox', { name: 'Director', exact: true });
  await expect(director).toHaveValue('გიორგი ბერიძე');
  await director.fill('ნინო კაპანაძე');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill('not an e-mail');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid e-mail format')).toBeVisible();
  await email.fill('office@tbilisi-development.ge');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Record updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Director', exact: true })).toHaveValue('ნინო კაპანაძე');
  await switchLanguage(page, 'ქართული');
});

test('a new role and an employee with it: the employee sees only what the role allows', async ({ page }) => {
  await login(page, 'admin');
  await switchLanguage(page, 'English');

  await page.goto('/role-permission');
  await page.getByRole('button', { name: 'Add role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'New role' });
  await roleDialog.getByRole('textbox', { name: 'Role name' }).fill('bank_keeper');
  await roleDialog.getByRole('checkbox', { name: 'View employees' }).check();
  await roleDialog.getByRole('checkbox', { name: 'Manage banks' }).check();
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByRole('row', { name: /bank_keeper/ })).toBeVisible();

  await page.goto('/users');
  await page.getByRole('button', { name: 'Add employee' }).click();
  const userDialog = page.getByRole('dialog', { name: 'New employee' });
  await userDialog.getByRole('textbox', { name: 'First name' }).fill('გიორგი');
  await userDialog.getByRole('textbox', { name: 'Last name' }).fill('ნოზაძე');
  await userDialog.getByRole('textbox', { name: 'Username' }).fill('giorgi');
  await userDialog.getByRole('textbox', { name: 'E-mail' }).fill('giorgi@demo.ge');
  await userDialog.getByLabel(/^Password/).fill('giorgi-pass-1');
  await userDialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'bank_keeper' }).click();
  await page.keyboard.press('Escape');
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(userDialog).toBeHidden();
  await expect(page.getByRole('row', { name: /giorgi@demo\.ge/ })).toBeVisible();

  await signOut(page);
  await login(page, 'giorgi', 'giorgi-pass-1');
  const entries = await menuEntries(page);
  expect(entries).toEqual(expect.arrayContaining(['Home', 'Employees', 'Banks', 'Bank accounts']));
  for (const hidden of ['Company', 'Roles and permissions', 'Logs', 'Sales', 'Complexes'])
    expect(entries).not.toContain(hidden);

  await page.goto('/users');
  await expect(page.getByRole('row', { name: /admin@demo\.ge/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add employee' })).toBeHidden();

  await page.goto('/role-permission');
  await expect(page).toHaveURL(/\/$/);

  await signOut(page);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('the idle prompt signs the user out when nobody answers', async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('idleTimeoutSeconds', '2'));
  await login(page, 'accountant');
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText('უმოქმედობის გამო თქვენი სესია იწურება. გსურთ სისტემაში დარჩენა?', {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('answering the idle prompt keeps the session', async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('idleTimeoutSeconds', '2'));
  await login(page, 'accountant');
  await page.getByRole('button', { name: 'დარჩენა' }).click({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a revoked token anywhere sends the user to the login page', async ({ page }) => {
  await login(page, 'sales_manager');
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  const res = await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/login/);
});
