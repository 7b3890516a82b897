import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => sessionStorage.clear());

describe('a sale out of the user’s scope', () => {
  it('says it is not found or out of reach and leads back to the sales list, with no retry', async () => {
    renderApp('/sales/99', {
      user: makeUser({ permissions: ['view_sales'] }),
      routes: { 'GET /api/sales/99': reply(404, { message: 'Record not found' }) },
    });
    expect(
      await screen.findByText('Not found, or you have no access to it.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back' }).at(-1)).toHaveAttribute('href', '/sales');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('answers a 403 the same way', async () => {
    renderApp('/sales/98', {
      user: makeUser({ permissions: ['view_sales'] }),
      routes: { 'GET /api/sales/98': reply(403, { message: 'This action is unauthorized.' }) },
    });
    expect(
      await screen.findByText('Not found, or you have no access to it.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
