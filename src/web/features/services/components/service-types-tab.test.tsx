import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('service types', () => {
  it('checks a new type by the service type contract, and sends the price as the contract makes it', async () => {
    const user = userEvent.setup();
    const { api } = renderApp('/services?tab=types', {
      user: makeUser({ permissions: ['view_services', 'edit_services'] }),
      routes: {
        'GET /api/service-types': [],
        'POST /api/service-types': ({ body }: { body: object }) => ({ ...body, id: 1 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add type' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New service type' });
    const price = within(dialog).getByRole('textbox', { name: /^Unit price/ });
    await user.type(price, '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required field')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid format')).toBeInTheDocument();
    expect(api.calls('POST', '/api/service-types')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name( \*)?$/ }), 'Parquet');
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', '/api/service-types')).toHaveLength(1));
    expect(api.calls('POST', '/api/service-types')[0]?.body).toMatchObject({
      name: 'Parquet',
      unit_price: '12.50',
    });
  }, 30_000);
});
