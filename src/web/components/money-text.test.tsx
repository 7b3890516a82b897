import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyText } from './money-text';
import { renderWithKit } from './testing/kit-test-utils';

describe('MoneyText', () => {
  it('formats the amount with its currency symbol and shows nothing for no amount', () => {
    renderWithKit(
      <p data-testid="amounts">
        <MoneyText value="1234567.5" currency="GEL" />|<MoneyText value={null} />|<MoneyText value={99.995} />
      </p>,
    );
    expect(screen.getByTestId('amounts')).toHaveTextContent('1,234,567.50 ₾||100.00');
  });
});
