import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { DATE_FORMAT_STORAGE_KEY } from '../../../components/date/use-date-format';
import { emptyPage, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const routes = { 'GET /api/customers': emptyPage, 'GET /api/countries': [] };
const user = makeUser({ permissions: ['view_customers'] });

describe('the customers filters', () => {
  it('take dates in the user’s format and send them as YYYY-MM-DD', async () => {
    localStorage.setItem(DATE_FORMAT_STORAGE_KEY, 'DD.MM.YYYY');
    const typing = userEvent.setup();
    const { api } = renderApp('/customers', { user, routes });

    const bornFrom = await screen.findByRole('textbox', { name: 'Born from' }, { timeout: 10_000 });
    expect(bornFrom).toHaveAttribute('placeholder', 'DD.MM.YYYY');
    await typing.type(bornFrom, '01.02.1980');
    await typing.type(screen.getByRole('textbox', { name: 'Added to' }), '31.12.2025');

    await waitFor(() => {
      const query = api.calls('GET', '/api/customers').at(-1)!.query;
      expect(query.get('birth_date_from')).toBe('1980-02-01');
      expect(query.get('created_to')).toBe('2025-12-31');
    });
  });
});
