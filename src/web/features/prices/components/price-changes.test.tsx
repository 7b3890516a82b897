import { render, screen, within } from '@testing-library/react';
import type { PriceListItem } from '@shared/prices/contracts';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { PriceChanges } from './price-changes';

const item = (overrides: Partial<PriceListItem>): PriceListItem => ({
  property_id: 1,
  number: '101',
  block: 'A',
  floor: 1,
  old_price_per_m2: '1200.00',
  new_price_per_m2: '1320.00',
  old_total_price: '77400.00',
  new_total_price: '85140.00',
  difference: '7740.00',
  currency: 'USD',
  line: 2,
  ...overrides,
});

beforeAll(() => i18n.changeLanguage('en'));

describe('price changes preview', () => {
  it('shows old and new prices with the difference per unit, the totals, and every bad row', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PriceChanges
          items={[
            item({}),
            item({
              property_id: 2,
              number: '102',
              old_price_per_m2: '1000.00',
              new_price_per_m2: '950.00',
              old_total_price: '50000.00',
              new_total_price: '47500.00',
              difference: '-2500.00',
              currency: 'GEL',
              line: 3,
            }),
          ]}
          totals={[
            {
              currency: 'USD',
              count: 1,
              old_total: '77400.00',
              new_total: '85140.00',
              difference: '7740.00',
            },
          ]}
          errors={[
            { line: 5, reason_key: 'prices.row_sold', message: 'Line 5: A sold unit is never repriced' },
            { line: 7, reason_key: 'prices.row_not_a_number', message: 'Line 7: The price is not a number' },
            { line: null, reason_key: 'prices.units_changed', message: 'Some units were sold meanwhile' },
          ]}
        />
      </I18nextProvider>,
    );

    const table = screen.getByRole('table', { name: 'Price changes' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual([
      'A',
      '1',
      '101',
      '1,200.00 $',
      '1,320.00 $',
      '77,400.00 $',
      '85,140.00 $',
      '+7,740.00 $',
    ]);
    expect(cells(rows[2]!).at(-1)).toBe('-2,500.00 ₾');
    expect(screen.getByTestId('totals-USD')).toHaveTextContent(
      'Total (USD), units: 1 — 77,400.00 $ → 85,140.00 $ (+7,740.00 $)',
    );

    const bad = screen.getByRole('table', { name: 'Rows with errors: 3' });
    expect(
      within(bad)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells(row)),
    ).toEqual([
      ['5', 'A sold unit is never repriced'],
      ['7', 'The price is not a number'],
      ['Whole list', 'Some units were sold meanwhile'],
    ]);
  });

  it('says so when no unit changes', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PriceChanges items={[]} totals={[]} />
      </I18nextProvider>,
    );
    expect(screen.getByText('No unit’s price changes with these conditions')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
