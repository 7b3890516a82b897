import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3815';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, tag] of [[1440, 900, 'desk'], [390, 844, 'phone']]) {
  for (const lang of ['ka', 'en']) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(base + '/');
    await page.getByRole('textbox', { name: /მომხმარებლის სახელი/ }).fill('admin');
    await page.getByLabel(/^პაროლი/).fill('demo1234');
    await page.getByRole('button', { name: /^შესვლა$/ }).click();
    await page.waitForTimeout(2500);
    if (lang === 'en') {
      await page.evaluate(() => localStorage.setItem('locale', 'en'));
    }
    for (const tab of ['schemas', 'calculator', 'targets', 'agents', 'simulator']) {
      await page.goto(base + '/bonuses' + (tab === 'schemas' ? '' : '?tab=' + tab));
      await page.waitForTimeout(2500);
      if (tab === 'simulator') {
        const box = page.getByRole('textbox').last();
        await box.fill('250000');
        await page.waitForTimeout(800);
      }
      await page.screenshot({ path: `/tmp/bshot-${tag}-${lang}-${tab}.png`, fullPage: true });
    }
    if (tag === 'desk') {
      await page.goto(base + '/bonuses');
      await page.waitForTimeout(2000);
      const add = page.getByRole('button').filter({ hasText: /სქემის დამატება|Add schema/ });
      await add.click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/bshot-${tag}-${lang}-dialog.png` });
    }
    await page.close();
  }
}
await browser.close();
