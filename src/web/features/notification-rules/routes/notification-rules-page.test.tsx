import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationRule } from '@shared/notifications/rules';
import type { Permission } from '@shared/permissions';
import type { DocTemplateRow } from '@shared/templates/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import type { FakeRequest } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const rule = (overrides: Partial<NotificationRule>): NotificationRule => ({
  id: 1,
  type: 'reminder',
  days_offset: -3,
  channels: ['sms'],
  sms_template_id: null,
  sms_template_name: null,
  email_template_id: null,
  email_template_name: null,
  create_task: false,
  active: true,
  updated_at: '2025-01-01T09:00:00Z',
  ...overrides,
});

const template = (
  id: number,
  name: string,
  type: 'sms' | 'email',
  language: 'ka' | 'en',
): DocTemplateRow => ({
  id,
  name,
  type,
  language,
  subject: null,
  body: '<p>{contract_no}</p>',
  placeholders: ['contract_no'],
  created_at: '2025-01-01T09:00:00Z',
  updated_at: '2025-01-01T09:00:00Z',
});

const templates = [
  template(11, 'Short reminder', 'sms', 'ka'),
  template(12, 'Overdue letter', 'email', 'en'),
];

const routes = {
  'GET /api/notification-rules': {
    data: [
      rule({}),
      rule({
        id: 2,
        type: 'overdue',
        days_offset: 7,
        channels: ['email'],
        email_template_id: 12,
        email_template_name: 'Overdue letter',
      }),
    ],
  },
  'GET /api/doc-templates': (request: FakeRequest) =>
    templates.filter((row) => row.type === request.query.get('type')),
  'POST /api/notification-rules': rule({ id: 3 }),
  'PUT /api/notification-rules/1': rule({ active: false }),
};

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function openRules(permissions: Permission[]) {
  const user = userEvent.setup();
  const app = renderApp('/notification-rules', { user: makeUser({ permissions }), routes });
  return { user, app };
}

describe('notification rules', { timeout: 60_000 }, () => {
  it('lists the rules in words and checks a new rule before saving it', async () => {
    const { user, app } = openRules(['edit_notification_rules']);
    expect(await screen.findByText('3 days before the due date', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('7 days after the due date')).toBeVisible();
    expect(screen.getByText('Built-in text')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    // Switching to an overdue letter keeps the count and moves it after the due date.
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Overdue letter' }));
    const days = within(dialog).getByRole('spinbutton', { name: /Days/ });
    expect(days).toHaveValue(3);
    expect(within(dialog).getByText('3 days after the due date')).toBeVisible();

    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('checkbox', { name: 'SMS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('An overdue letter goes 1 to 365 days after the due date'),
    ).toBeVisible();
    expect(within(dialog).getByText('Required field')).toBeVisible();
    expect(app.api.calls('POST', '/api/notification-rules')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '7');
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'E-mail template' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue letter (Eng.)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.api.calls('POST', '/api/notification-rules')[0]?.body).toEqual({
      type: 'overdue',
      days_offset: 7,
      channels: ['email'],
      sms_template_id: null,
      email_template_id: 12,
      create_task: false,
      active: true,
    });
  });

  it('switches a rule off from the list', async () => {
    const { user, app } = openRules(['edit_notification_rules']);
    await user.click(
      await screen.findByRole(
        'switch',
        { name: 'Active: Reminder: 3 days before the due date' },
        { timeout: 10_000 },
      ),
    );
    expect(await screen.findByText('Rule switched off')).toBeVisible();
    expect(app.api.calls('PUT', '/api/notification-rules/1')[0]?.body).toMatchObject({
      days_offset: -3,
      active: false,
    });
  });

  it('is read-only without edit_notification_rules', async () => {
    openRules(['view_notification_logs']);
    expect(await screen.findByText('3 days before the due date', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(
      screen.getByRole('switch', { name: 'Active: Reminder: 3 days before the due date' }),
    ).toBeDisabled();
  });
});
