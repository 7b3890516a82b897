import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';

/** The fonts Chromium really drew a node's text with, as its DevTools report them: web font or system one. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((f) => `${f.familyName} (${f.isCustomFont ? 'web font' : 'system'})`);
}

test('Georgian letters and the lari sign are drawn with the bundled Noto Sans Georgian', async ({ page }) => {
  await login(page, 'admin');
  await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.id = 'lari-probe';
    probe.textContent = 'ჯამი ₾';
    document.body.append(probe);
  });
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fontsDrawing(page, '#lari-probe')).toEqual(['Noto Sans Georgian (web font)']);
});
