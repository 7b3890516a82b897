import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TodayWork } from '@shared/reports/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { makeConfig, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

const today: TodayWork = {
  today: '2026-11-27',
  week_end: '2026-12-03',
  due_today: { count: 2, amounts: [{ currency: 'USD', amount: '3000.00' }] },
  due_this_week: { count: 5, amounts: [{ currency: 'USD', amount: '9000.00' }] },
  overdue: null,
  bookings_expiring: null,
  latest_payments: null,
};

describe('the home page’s due blocks', () => {
  it('open the sales list filtered to the unpaid instalments of the day and of the week', async () => {
    const user = userEvent.setup();
    const { api, pathname } = renderApp('/', {
      user: makeUser({ permissions: ['view_sales', 'view_reports'] }),
      config: makeConfig({
        modules: { sale_types: true, overdue_letters: true, bonus: true, services: true, tasks: false },
      }),
      routes: { 'GET /api/reporting/today': today },
    });
    expect(await screen.findByRole('heading', { name: 'Due today (2)' }, { timeout: 10_000 })).toBeVisible();
    const work = within(screen.getByRole('region', { name: "Today's work" }));
    const links = work.getAllByRole('link', { name: 'Open the list' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/sales?due_from=2026-11-27&due_to=2026-11-27',
      '/sales?due_from=2026-11-27&due_to=2026-12-03',
    ]);

    await user.click(links[1]!);
    await waitFor(() => expect(api.calls('GET', '/api/sales').length).toBeGreaterThan(0));
    expect(pathname()).toBe('/sales');
    const query = api.calls('GET', '/api/sales').at(-1)!.query;
    expect([query.get('due_from'), query.get('due_to')]).toEqual(['2026-11-27', '2026-12-03']);
  }, 30_000);
});
