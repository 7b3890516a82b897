import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the login page, in whichever language it shows (Georgian by default). */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page
    .getByRole('textbox', { name: /მომხმარებლის სახელი|Username or e-mail|Имя пользователя/ })
    .fill(username);
  await page.getByLabel(/^(პაროლი|Password|Пароль)/).fill(password);
  await page.getByRole('button', { name: /^(შესვლა|Sign in|Войти)$/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The entries of the side menu, groups expanded, as the user reads them. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link').first()).toBeVisible();
  const collapsed = nav.locator('[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

export async function switchLanguage(page: Page, to: 'ქართული' | 'English' | 'Русский'): Promise<void> {
  await page.getByRole('button', { name: /^(ენა|Language|Язык) (KA|EN|RU)$/ }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /პროფილის მენიუ|Profile menu|Меню профиля/ }).click();
  await page.getByRole('menuitem', { name: /გამოსვლა|Sign out|Выйти/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A GET of the API as the signed-in user of the page (the token is in the tab's sessionStorage). */
export function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => {
    const headers = { authorization: `Bearer ${sessionStorage.getItem('token')}` };
    const response = await fetch(path, { headers });
    return (await response.json()) as unknown;
  }, url) as Promise<T>;
}
