import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationLog } from '@shared/notifications/messages';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATE_FORMAT_STORAGE_KEY } from '../../../components/date/use-date-format';
import i18n from '../../../i18n';
import { reply, type FakeRequest } from '../../../test/fake-api';
import { emptyPage, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
// Dates typed the way the server sends them.
beforeEach(() => localStorage.setItem(DATE_FORMAT_STORAGE_KEY, 'YYYY-MM-DD'));
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function logRow(overrides: Partial<NotificationLog> = {}): NotificationLog {
  return {
    id: 1,
    comment: null,
    status: 'delivered',
    code: null,
    locale: 'ka',
    sender: null,
    notification_channel: 'sms',
    notification_type: 'reminder',
    started_at: '2025-03-01T08:00:05Z',
    delivered_at: '2025-03-01T08:00:30Z',
    error_message: null,
    trigger: 'automated',
    sale_id: 7,
    contract_no: 'DDG-2025/0007',
    customer_id: 3,
    customer_name: 'Tamar Gelashvili',
    recipient: '+995599111222',
    subject: null,
    text: 'შეხსენება: გადასახდელია 1,000.00 USD',
    attempts: 1,
    segments: 1,
    created_at: '2025-03-01T08:00:00Z',
    comments: [],
    ...overrides,
  };
}

const failed = logRow({
  id: 2,
  status: 'failed',
  notification_channel: 'email',
  notification_type: 'overdue',
  recipient: 'tamar@example.ge',
  subject: 'Overdue payment',
  text: 'Your payment is overdue',
  error_message: '550 Mailbox unavailable',
  attempts: 5,
  segments: 0,
  trigger: 'manual',
  sender: { id: 4, name: 'Giorgi Manager' },
});

const pageOf = (rows: NotificationLog[]) => ({
  ...emptyPage,
  data: rows,
  meta: { ...emptyPage.meta, from: 1, to: rows.length, total: rows.length },
});

function openLog(permissions: string[], routes: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const app = renderApp('/notification-logs', {
    user: makeUser({ permissions }),
    routes: { 'POST /api/notification-logs': pageOf([logRow(), failed]), ...routes },
  });
  return { user, ...app };
}

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

describe('the notification log', () => {
  it('lists messages with translated states, the sale link and the sender or the system', async () => {
    openLog(['view_notification_logs']);
    expect(
      await screen.findByText('550 Mailbox unavailable', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const delivered = rowOf('+995599111222');
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    expect(within(delivered).getByText('System')).toBeInTheDocument();
    expect(within(delivered).getByText('Reminder')).toBeInTheDocument();
    expect(within(delivered).getByRole('link', { name: 'DDG-2025/0007' })).toHaveAttribute(
      'href',
      '/sales/7',
    );
    const bad = rowOf('tamar@example.ge');
    expect(within(bad).getByText('Failed')).toBeInTheDocument();
    expect(within(bad).getByText('Giorgi Manager')).toBeInTheDocument();
    expect(within(bad).getByText('E-mail')).toBeInTheDocument();
    // Resend is for those who may send.
    expect(within(bad).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  }, 30_000);

  it('sends the chosen filters in the body and says when nothing matches', async () => {
    const { user, api } = openLog(['view_notification_logs'], {
      'POST /api/notification-logs': (request: FakeRequest) =>
        (request.body as { status?: string }).status === 'canceled' ? emptyPage : pageOf([logRow()]),
    });
    await screen.findByText('+995599111222', undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Canceled' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/notification-logs').at(-1)?.body).toMatchObject({
        status: 'canceled',
        page: 1,
      }),
    );
    expect(await screen.findByText(/no records/i)).toBeInTheDocument();
    expect(api.calls('POST', '/api/notification-logs').at(-1)?.body).not.toHaveProperty('trigger');
  }, 30_000);

  it('shows the load error with a retry', async () => {
    openLog(['view_notification_logs'], {
      'POST /api/notification-logs': reply(500, { message: 'Server error' }),
    });
    expect(
      await screen.findByRole('button', { name: /retry|try again/i }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);

  it('opens a message, and a promise to pay needs its date and amount', async () => {
    const commented = {
      ...failed,
      comment: 'Will pay on Friday',
      comments: [
        {
          id: 9,
          comment: 'Will pay on Friday',
          outcome: 'promised_to_pay' as const,
          promised_date: '2025-04-04',
          promised_amount: '1500.00',
          author_id: 1,
          author_name: 'Nino Beridze',
          created_at: '2025-03-02T10:00:00Z',
        },
      ],
    };
    const { user, api } = openLog(['view_notification_logs', 'send_notifications'], {
      'POST /api/notification-logs/2/comment': commented,
    });
    await screen.findByText('550 Mailbox unavailable', undefined, { timeout: 10_000 });
    await user.click(within(rowOf('tamar@example.ge')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your payment is overdue')).toBeInTheDocument();
    expect(within(dialog).getByText('Overdue payment')).toBeInTheDocument();
    expect(within(dialog).getByText('No comments yet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Call outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Promised to pay' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Comment/ }), 'Will pay on Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findAllByText('Required field')).toHaveLength(2);
    expect(api.calls('POST', '/api/notification-logs/2/comment')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '1500.00');
    await user.type(within(dialog).getByRole('textbox', { name: /^Payment date/ }), '2025-04-04');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.calls('POST', '/api/notification-logs/2/comment')).toHaveLength(1));
    expect(api.calls('POST', '/api/notification-logs/2/comment')[0]?.body).toEqual({
      comment: 'Will pay on Friday',
      outcome: 'promised_to_pay',
      promised_date: '2025-04-04',
      promised_amount: '1500.00',
    });
    expect(await within(dialog).findByText('Promise: 1500.00 by 04.04.2025')).toBeInTheDocument();
  }, 40_000);

  it('resends a failed message after asking', async () => {
    const { user, api } = openLog(['view_notification_logs', 'send_notifications'], {
      'POST /api/notification-logs/2/resend': logRow({ id: 3, status: 'queued', trigger: 'manual' }),
    });
    await screen.findByText('550 Mailbox unavailable', undefined, { timeout: 10_000 });
    expect(within(rowOf('+995599111222')).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    await user.click(within(rowOf('tamar@example.ge')).getByRole('button', { name: 'Resend' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('tamar@example.ge');
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls('POST', '/api/notification-logs/2/resend')).toHaveLength(1));
    expect(await screen.findByText('The message is queued')).toBeInTheDocument();
  }, 30_000);
});
