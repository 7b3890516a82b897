import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LogEntry } from '@shared/logs/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => sessionStorage.clear());

const entry = (overrides: Partial<LogEntry>): LogEntry => ({
  id: 1,
  created_at: '2026-03-05T09:15:00.000Z',
  user_id: 1,
  user_name: 'Nino Beridze',
  action: 'update',
  entity_type: 'sale',
  entity_id: '7',
  changes: {},
  ip: '10.0.0.1',
  ...overrides,
});
const page = (data: LogEntry[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 10, from: 1, to: data.length, total: data.length },
  links: { prev: null, next: null },
});
const routes = {
  'POST /api/logs': page([
    entry({
      changes: {
        status: { before: 'active', after: 'canceled' },
        schedule_reason: { before: null, after: 'properties_changed' },
      },
    }),
    entry({
      id: 2,
      action: 'create',
      entity_type: 'payment',
      changes: { payment_rate: { before: null, after: '2.7' } },
    }),
  ]),
  'GET /api/logs/types': { actions: ['create', 'update'], entity_types: ['sale', 'payment'] },
  'GET /api/users/options': [],
};
const user = makeUser({ permissions: ['view_all_logs'] });

describe('the logs', () => {
  it('name record types, changed fields and statuses in the reader’s language', async () => {
    await i18n.changeLanguage('ka');
    const typing = userEvent.setup();
    renderApp('/logs', { user, routes });

    const sale = (await screen.findByText('გაყიდვა', undefined, { timeout: 10_000 })).closest(
      '[role="row"]',
    )!;
    expect(within(sale as HTMLElement).getByText('სტატუსი, გრაფიკის შეცვლის მიზეზი')).toBeInTheDocument();
    const payment = screen.getByText('გადახდა').closest('[role="row"]') as HTMLElement;
    expect(within(payment).getByText('გადახდის კურსი')).toBeInTheDocument();

    await typing.dblClick(within(sale as HTMLElement).getByText('გაყიდვა'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('აქტიური')).toBeInTheDocument();
    expect(within(dialog).getByText('გაუქმებული')).toBeInTheDocument();
    expect(within(dialog).getByText('ფართების შეცვლა')).toBeInTheDocument();
  });
});
