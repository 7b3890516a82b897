import { expect, type Page } from '@playwright/test';

/** Calls the API as the signed-in user of `page` (the token the web app keeps in sessionStorage). */
export async function apiAs(page: Page) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async createBuilding(name: string, block: string): Promise<number> {
      const response = await page.request.post('/api/buildings', {
        headers,
        multipart: { name, 'blocks[]': block },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { id: number }).id;
    },
    async bulkCreate(template: Record<string, unknown>): Promise<number> {
      const response = await page.request.post('/api/properties/bulk', { headers, data: template });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { created: number }).created;
    },
  };
}
