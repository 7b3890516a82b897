import { expect, test } from '@playwright/test';
import { login, switchLanguage } from './fixtures';

/** A tiny but valid PDF (the server reads the type from the content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a ticket is opened with a file, answered, closed and rated', async ({ page }) => {
  await login(page, 'admin');
  await switchLanguage(page, 'English');
  const subject = `E2E lift stuck ${Date.now()}`;

  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await page.getByRole('button', { name: 'New ticket' }).click();
  const form = page.getByRole('dialog', { name: 'New ticket' });
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('combobox', { name: 'Who is asking' }).click();
  await page.getByRole('option', { name: 'Resident', exact: true }).click();
  await form.getByRole('textbox', { name: "Resident's name" }).fill('Nino Beridze');
  await form.getByRole('textbox', { name: 'Message' }).fill('The lift in block A stopped between floors.');
  await form
    .getByLabel('Attach a file')
    .setInputFiles({ name: 'lift.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText('lift.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: /^T-\d{4}-\d{4}$/ }).click();
  await expect(page.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('link', { name: 'lift.pdf' })).toHaveAttribute(
    'href',
    /\/api\/files\//,
  );

  await page.getByRole('textbox', { name: 'Reply' }).fill('A technician is on the way.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation.getByText('A technician is on the way.')).toBeVisible();

  await page.getByRole('button', { name: 'Close ticket' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText('The ticket is closed', { exact: true })).toBeVisible();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();

  await expect(page.getByText('Rate the service')).toBeVisible();
  await page.getByRole('radio', { name: 'Rated 4 out of 5' }).dispatchEvent('click');
  await expect(page.getByText('Thank you for the rating')).toBeVisible();
  await expect(page.getByText('Rate the service')).toBeHidden();

  await page.goto('/tickets');
  await expect(
    page.getByRole('row', { name: new RegExp(subject) }).getByRole('img', { name: 'Rated 4 out of 5' }),
  ).toBeVisible();
});
