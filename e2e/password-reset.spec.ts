import { expect, test } from '@playwright/test';
import { login } from './fixtures';
import { lastMailTo } from './outbox';

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'დაგავიწყდათ პაროლი?' }).click();
  await page.getByRole('textbox', { name: /ელ-ფოსტა/ }).fill('client_manager@demo.ge');
  await page.getByRole('button', { name: 'ბმულის გაგზავნა' }).click();
  await expect(page.getByText('თუ ეს მისამართი რეგისტრირებულია, მასზე გამოგზავნილია ბმული')).toBeVisible();

  const mail = await lastMailTo('client_manager@demo.ge');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel(/^ახალი პაროლი/).fill('short');
  await page.getByLabel(/^გაიმეორეთ პაროლი/).fill('short');
  await page.getByRole('button', { name: 'პაროლის შენახვა' }).click();
  await expect(page.getByText('მინიმუმ 8 სიმბოლო')).toBeVisible();

  await page.getByLabel(/^ახალი პაროლი/).fill('brand-new-pass');
  await page.getByLabel(/^გაიმეორეთ პაროლი/).fill('brand-new-pass');
  await page.getByRole('button', { name: 'პაროლის შენახვა' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('პაროლი შეიცვალა. შედით სისტემაში ახალი პაროლით.')).toBeVisible();

  await page.goto(link!);
  await expect(page.getByText('ბმული არასწორია ან ვადა გაუვიდა.')).toBeVisible();
  await login(page, 'client_manager', 'brand-new-pass');
});

test('a wrong password is refused with the same message as an unknown user', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /მომხმარებლის სახელი/ }).fill('admin');
  await page.getByLabel(/^პაროლი/).fill('wrong-password');
  await page.getByRole('button', { name: 'შესვლა' }).click();
  await expect(page.getByText('მომხმარებელი ან პაროლი არასწორია')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
