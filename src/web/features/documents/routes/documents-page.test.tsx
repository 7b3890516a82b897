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

const routes = { 'GET /api/documents': emptyPage, 'GET /api/documents/types': [] };
const user = makeUser({ permissions: ['view_advanced_payments'] });

describe('the documents filters', () => {
  it('take the period in the user’s date format', async () => {
    localStorage.setItem(DATE_FORMAT_STORAGE_KEY, 'DD/MM/YYYY');
    const typing = userEvent.setup();
    const { api } = renderApp('/documents', { user, routes });

    const from = await screen.findByRole('textbox', { name: 'From' }, { timeout: 10_000 });
    await typing.type(from, '05/03/2026');

    await waitFor(() =>
      expect(api.calls('GET', '/api/documents').at(-1)!.query.get('date_from')).toBe('2026-03-05'),
    );
  });
});
