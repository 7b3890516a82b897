import { expect, test, type Page } from '@playwright/test';
import { apiGet, login, switchLanguage } from './fixtures';

type SaleRow = { id: number; contract_no: string; status: string };
type Previews = { messages: { recipient: string; channel: string }[] };

/** A live sale of the demo data whose reminder has a buyer with a phone. */
async function saleWithReminder(page: Page): Promise<SaleRow> {
  const { data } = await apiGet<{ data: SaleRow[] }>(page, '/api/sales?perpage=20&sale_statuses=active');
  for (const sale of data) {
    const preview = await apiGet<Previews>(page, `/api/sales/${sale.id}/reminder-notification?channels=sms`);
    if (preview.messages?.some((m) => m.recipient)) return sale;
  }
  throw new Error('no demo sale with a reminder to send');
}

test('a reminder sent from the sale page is in the log, where a call outcome is noted', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  await switchLanguage(page, 'English');
  const sale = await saleWithReminder(page);

  await page.goto(`/sales/${sale.id}`);
  const section = page.getByRole('region', { name: 'Notifications' });
  await section.getByRole('button', { name: 'Reminder', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reminder — contract No ${sale.contract_no}` });
  await expect(dialog.getByText(sale.contract_no).first()).toBeVisible();
  await dialog.getByRole('button', { name: /^Send \(\d+\)$/ }).click();
  await expect(page.getByText(/^Queued for sending: \d+$/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The server's queue delivers it (to the SMS outbox); the log shows it sent. On a slow machine the job
  // running when it was queued (the day's reminder run, started with the server) may hold it some 30 s.
  await page.goto(`/notification-logs?sale_id=${sale.id}`);
  const grid = page.getByRole('grid');
  const row = grid.getByRole('row').filter({ hasText: 'Reminder' }).filter({ hasText: 'Manual' }).first();
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('textbox', { name: 'Comment' }).fill('Spoke to the buyer: pays on Friday');
  await details.getByRole('combobox', { name: 'Call outcome' }).click();
  await page.getByRole('option', { name: 'Promised to pay' }).click();
  const promisedDate = details.getByRole('group', { name: 'Payment date' });
  await promisedDate.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type('04122026');
  await details.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await details.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  await expect(details.getByText('Spoke to the buyer: pays on Friday')).toBeVisible();
  await expect(details.getByText('Promised to pay').first()).toBeVisible();
});

test("a payment entered in one browser updates the sale manager's bell in another", async ({ browser }) => {
  test.setTimeout(120_000);
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await login(manager, 'sales_manager');
  const me = await apiGet<{ id: number }>(manager, '/api/user');
  const bell = manager.getByRole('button', { name: /^(შეტყობინებები|Notifications)/ });
  await expect(bell).toBeVisible();
  const unread = async () =>
    Number(/(\d+)\s*$/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  // What the server counts now (the bell may still be loading it).
  const before = (await apiGet<{ unread_count: number }>(manager, '/api/notifications?unread=true'))
    .unread_count;
  await expect.poll(unread).toBe(before);

  const cashierContext = await browser.newContext();
  const cashier = await cashierContext.newPage();
  await login(cashier, 'admin');
  await switchLanguage(cashier, 'English');
  const { data } = await apiGet<{ data: SaleRow[] }>(
    cashier,
    `/api/sales?perpage=20&user_id=${me.id}&sale_statuses=active`,
  );
  const sale = data[0]!;
  await cashier.goto(`/sales/${sale.id}`);
  await cashier.getByRole('button', { name: 'Add payment' }).click();
  const pay = cashier.getByRole('dialog', { name: `Add a payment to No ${sale.contract_no}` });
  await pay.getByRole('textbox', { name: 'Amount' }).fill('100');
  await pay.getByRole('button', { name: 'Save' }).click();
  await expect(cashier.getByText('Payment added')).toBeVisible();

  // No reload in the manager's browser: the server pushes the new notice.
  await expect.poll(unread, { timeout: 15_000 }).toBe(before + 1);
  await bell.click();
  await expect(manager.getByRole('presentation').getByText(sale.contract_no).first()).toBeVisible();

  await managerContext.close();
  await cashierContext.close();
});
