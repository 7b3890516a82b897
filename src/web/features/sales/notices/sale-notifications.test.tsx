import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessagePreview, NotificationLog } from '@shared/notifications/messages';
import type { Permission } from '@shared/permissions';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { reply } from '../../../test/fake-api';
import { emptyPage, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { saleDetail } from '../list/test-fixtures';
import { documentsSale, salePageRoutes } from '../sale/components/documents-test-fixtures';

const buyer = (customer_id: number, name: string, phone: string | null, email: string | null) => ({
  customer_id,
  name,
  personal_id: null,
  phone,
  email,
  added_at: '2025-01-05T09:00:00Z',
  removed_at: null,
  removal_reason: null,
});

/** Two current buyers: Giorgi with a phone and an e-mail, Nino with neither. */
const sale = saleDetail({
  ...documentsSale,
  customers: [
    buyer(5, 'Giorgi Beridze', '+995555123456', 'giorgi@example.ge'),
    buyer(6, 'Nino Kapanadze', null, null),
  ],
});

const reminderText =
  'ბატონო გიორგი, 10 მარტს გადასახდელია 600.00 $ (ხელშეკრულება A-101). გთხოვთ, გადაიხადოთ დროულად.';
const preview = (customer_id: number, channel: 'sms' | 'email', recipient: string): MessagePreview => ({
  customer_id,
  recipient,
  channel,
  locale: 'ka',
  subject: channel === 'email' ? 'შეხსენება: ხელშეკრულება A-101' : null,
  text: reminderText,
  segments: 2,
});

const logRow = (overrides: Partial<NotificationLog>): NotificationLog => ({
  id: 1,
  comment: null,
  status: 'sent',
  code: null,
  locale: 'ka',
  sender: null,
  notification_channel: 'sms',
  notification_type: 'reminder',
  started_at: '2025-03-07T10:00:00Z',
  delivered_at: null,
  error_message: null,
  trigger: 'automated',
  sale_id: 42,
  contract_no: 'A-101',
  customer_id: 5,
  customer_name: 'Giorgi Beridze',
  recipient: '+995555123456',
  subject: null,
  text: reminderText,
  attempts: 1,
  segments: 2,
  created_at: '2025-03-07T10:00:00Z',
  comments: [],
  ...overrides,
});

const page = (rows: NotificationLog[]) => ({
  ...emptyPage,
  data: rows,
  meta: { ...emptyPage.meta, total: rows.length },
});

const routes = {
  ...salePageRoutes,
  'GET /api/sales/42': sale,
  'GET /api/sales/payment-reminder/42': {
    instalment: { id: 3, number: 3, due_date: '2025-03-10', amount: '600.00' },
    rule_id: 1,
    type: 'reminder',
    date: '2025-03-07',
    channels: ['sms'],
    messages: [],
  },
  'POST /api/notification-logs': page([
    logRow({
      id: 2,
      status: 'failed',
      notification_channel: 'email',
      recipient: '',
      error_message: 'No e-mail',
    }),
  ]),
  'GET /api/sales/42/reminder-notification': {
    messages: [
      preview(5, 'sms', '+995555123456'),
      preview(5, 'email', 'giorgi@example.ge'),
      preview(6, 'sms', ''),
      preview(6, 'email', ''),
    ],
  },
  'POST /api/sales/42/reminder-notification': { queued: 2, message_ids: [10, 11] },
  'PUT /api/sales/42/notifications': { notifications_enabled: false },
  'GET /api/sales/42/overdue-notification': reply(422, { message: 'This sale has no overdue instalment' }),
};

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function openSale(permissions: Permission[]) {
  const user = userEvent.setup();
  const app = renderApp('/sales/42', {
    user: makeUser({ permissions: ['view_sales', ...permissions] }),
    routes,
  });
  return { user, app };
}

const section = async () =>
  within(await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 }));

describe('the notifications of a sale', { timeout: 60_000 }, () => {
  it('shows what went, what goes next, and sends a reminder after its preview', async () => {
    const { user, app } = openSale(['send_notifications', 'view_notification_logs', 'edit_sales']);
    const notices = await section();
    const planned = within(notices.getByRole('region', { name: 'Planned next' }));
    expect(await planned.findByText(/Reminder · SMS/)).toHaveTextContent('2025-03-07 · Reminder · SMS');
    expect(planned.getByText(/Instalment No 3, due 2025-03-10/)).toHaveTextContent('600.00 $');
    const sent = within(notices.getByRole('region', { name: 'Sent' }));
    expect(await sent.findByText('Reminder · E-mail')).toBeVisible();
    expect(sent.getByText('Failed')).toBeVisible();
    expect(sent.getByRole('link', { name: /All in the log/ })).toHaveAttribute(
      'href',
      '/notification-logs?sale_id=42',
    );
    expect(app.api.calls('POST', '/api/notification-logs')[0]?.body).toMatchObject({ sale_id: '42' });

    await user.click(notices.getByRole('button', { name: 'Reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminder — contract No A-101' });
    // By default: SMS to every buyer; the one without a phone is warned about, not hidden.
    expect(await within(dialog).findByRole('article', { name: 'Giorgi Beridze · SMS' })).toHaveTextContent(
      reminderText,
    );
    const nino = within(dialog).getByRole('article', { name: 'Nino Kapanadze · SMS' });
    expect(nino).toHaveTextContent('No phone number: the message will be logged as failed');
    expect(within(dialog).getAllByText(/characters · 2 SMS/)).toHaveLength(2);
    expect(within(dialog).queryByRole('article', { name: /E-mail/ })).toBeNull();

    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Nino Kapanadze' }));
    expect(within(dialog).queryByRole('article', { name: /Nino Kapanadze/ })).toBeNull();
    expect(within(dialog).getByRole('article', { name: 'Giorgi Beridze · E-mail' })).toHaveTextContent(
      'Subject: შეხსენება: ხელშეკრულება A-101',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Send (2)' }));
    expect(await screen.findByText('Queued for sending: 2')).toBeVisible();
    expect(app.api.calls('POST', '/api/sales/42/reminder-notification')[0]?.body).toEqual({
      channels: ['sms', 'email'],
      customer_ids: [5],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The section reads the log again to show what was just queued.
    await waitFor(() => expect(app.api.calls('POST', '/api/notification-logs').length).toBeGreaterThan(1));
  });

  it('shows why a notice cannot go, and sends nothing', async () => {
    const { user, app } = openSale(['send_notifications']);
    const notices = await section();
    await user.click(notices.getByRole('button', { name: 'Overdue letter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overdue letter — contract No A-101' });
    expect(await within(dialog).findByText('This sale has no overdue instalment')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send (0)' })).toBeDisabled();
    expect(app.api.calls('POST', '/api/sales/42/overdue-notification')).toHaveLength(0);
  });

  it('switches automated reminders off for the sale; without the permissions nothing can be sent', async () => {
    const { user, app } = openSale(['edit_sales']);
    const notices = await section();
    expect(notices.queryByRole('button', { name: 'Reminder' })).toBeNull();
    expect(notices.queryByRole('region', { name: 'Sent' })).toBeNull();
    const toggle = notices.getByRole('switch', { name: 'Send reminders automatically' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Automated reminders switched off')).toBeVisible();
    expect(app.api.calls('PUT', '/api/sales/42/notifications')[0]?.body).toEqual({
      notifications_enabled: false,
    });
  });
});
