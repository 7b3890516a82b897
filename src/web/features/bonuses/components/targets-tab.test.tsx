import { screen, within } from '@testing-library/react';
import { withTargets } from '@shared/bonuses/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => sessionStorage.clear());

const row = {
  month: '2019-04',
  target_count: null,
  missing_rate: null,
};
// The server's answer when one manager's sale needs a rate it could not get (checked against the contract).
const answer = withTargets.parse({
  rows: [
    {
      ...row,
      user_id: 2,
      user_name: 'Levan Kapanadze',
      currency: 'GEL',
      target_amount: null,
      actual_amount: '10000.00',
      actual_count: 1,
      achieved_percent: null,
    },
    {
      ...row,
      user_id: 3,
      user_name: 'Maia Lomidze',
      currency: 'USD',
      target_amount: '10000.00',
      actual_amount: null,
      actual_count: 2,
      achieved_percent: null,
      missing_rate: { currency: 'USD', date: '2019-04-08' },
    },
  ],
});
const routes = { 'GET /api/sales/with-targets': answer, 'GET /api/sale-targets': { data: [] } };
const user = makeUser({ permissions: ['view_bonus_schemas'] });

describe('the targets tab', () => {
  it.each([
    ['en', 'No National Bank rate for USD on 08.04.2019: the amount cannot be counted yet'],
    ['ka', 'ეროვნული ბანკის კურსი ვერ მოიძებნა: USD, 08.04.2019 — თანხა ჯერ ვერ დაითვლება'],
    ['ru', 'Нет курса Национального банка для USD на 08.04.2019: сумму пока нельзя посчитать'],
  ])(
    'marks the row whose rate is missing and shows the others (%s)',
    async (locale, text) => {
      await i18n.changeLanguage(locale);
      renderApp('/bonuses?tab=targets&month=2019-04', { user, routes });
      const missing = (await screen.findByText(text, undefined, { timeout: 10_000 })).closest(
        'tr',
      ) as HTMLElement;
      expect(within(missing).getByText('Maia Lomidze')).toBeInTheDocument();
      expect(within(missing).getByText('10,000.00 $')).toBeInTheDocument();
      const other = screen.getByText('Levan Kapanadze').closest('tr') as HTMLElement;
      expect(within(other).getByText('10,000.00 ₾')).toBeInTheDocument();
    },
    40_000,
  );
});
