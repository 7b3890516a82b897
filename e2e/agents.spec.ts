import { expect, test } from '@playwright/test';
import { login, switchLanguage } from './fixtures';

/** A tiny but valid PDF (file type is read from the content on the server). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an agent is created, opened, and a PDF attached to it shows with its type and a download link', async ({
  page,
}) => {
  await login(page, 'admin');
  await switchLanguage(page, 'English');
  const name = `E2E Agent ${Date.now()}`;
  const personalId = `5${String(Date.now()).slice(-10)}`;

  await page.goto('/agents');
  await expect(page.getByRole('heading', { name: 'Agents' })).toBeVisible();
  await page.getByRole('button', { name: 'Add agent' }).click();
  const form = page.getByRole('dialog', { name: 'New agent' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Personal number' }).fill(personalId);
  await form.getByRole('textbox', { name: 'E-mail' }).fill('e2e.agent@example.ge');
  await form.getByRole('textbox', { name: 'Fee (%)' }).fill('2.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill(personalId);
  await page.getByRole('button', { name, exact: true }).click();
  const details = page.getByRole('dialog', { name });
  await expect(details.getByText(personalId)).toBeVisible();

  await details.getByRole('button', { name: 'Attach a file' }).click();
  const upload = page.getByRole('dialog', { name: 'Attach a file' });
  await upload.getByLabel('File', { exact: true }).setInputFiles({
    name: 'agency-agreement.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await upload.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: 'Contract' }).click();
  await upload.getByRole('textbox', { name: 'Title' }).fill('Agency agreement');
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(upload).toBeHidden();

  const files = details.getByRole('table', { name: 'Documents' });
  const row = files.getByRole('row', { name: /Agency agreement/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Contract', exact: true })).toBeVisible();
  const link = row.getByRole('link', { name: 'agency-agreement.pdf' });
  await expect(link).toHaveAttribute('href', /\/api\/files\/[0-9a-f-]+\?expires=\d+&signature=/);
  const href = await link.getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.ok()).toBe(true);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
