import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import PizZip from 'pizzip';
import type { Paginated } from '../src/shared/pagination';
import type { SaleRow } from '../src/shared/sales/contracts';
import { buildDocx } from '../src/server/seeds/demo-docx';
import { login, switchLanguage } from './fixtures';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The text of a .docx: its paragraphs' runs, tags dropped. */
function docxText(bytes: Buffer): string {
  const xml = new PizZip(bytes).file('word/document.xml')!.asText();
  return xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');
}

/** GET /api/... as the signed-in user of `page`. */
async function getJson<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('uploads a contract template, previews a demo sale’s contract and downloads it as .docx', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  await switchLanguage(page, 'English');

  const name = `E2E main contract ${Date.now()}`;
  const template = buildDocx(
    ['ხელშეკრულება №{contract_no}', 'მყიდველი: {customer_name}', 'ფასი: {property_wprice}'].map((text) => ({
      text,
    })),
  );
  await page.goto('/templates');
  await page.getByRole('button', { name: 'Upload template' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a Word template' });
  await upload.getByRole('textbox', { name: 'Name' }).fill(name);
  await upload.getByRole('combobox', { name: 'Contract type' }).click();
  await page.getByRole('option', { name: 'Main contract' }).click();
  await upload.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Georgian', exact: true }).click();
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'main-contract.docx',
    mimeType: DOCX_MIME,
    buffer: template,
  });
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByText(name)).toBeVisible();

  const sales = await getJson<Paginated<SaleRow>>(
    page,
    '/sales?contract_type=contract_main&contract_lang=ge&sale_statuses=active',
  );
  const sale = sales.data[0];
  expect(sale, 'an active Georgian main-contract demo sale').toBeTruthy();

  await page.goto(`/sales/${sale!.id}`);
  await page.getByRole('button', { name: 'Contract', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Contract No ${sale!.contract_no}` });
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name }).click();

  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('document', { name: 'Contract preview' });
  await expect(preview).toContainText(`ხელშეკრულება №${sale!.contract_no}`);
  await expect(preview).not.toContainText('{');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download .docx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const text = docxText(await readFile((await download.path())!));
  expect(text).toContain(`ხელშეკრულება №${sale!.contract_no}`);
  expect(text).not.toMatch(/\{[a-z_]+\}/);
});
