import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { reply } from '../../../test/fake-api';
import { customerRecord, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const georgia = {
  id: 268,
  name_en: 'Georgia',
  name_ka: 'საქართველო',
  name_ru: 'Грузия',
  code_iso2: 'GE',
  code_iso3: 'GEO',
  code_phone: '995',
};
const emptyList = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 },
  links: { prev: null, next: null },
};

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function openForm(routes: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const app = renderApp('/customers', {
    user: makeUser({ permissions: ['view_customers', 'edit_customers'] }),
    routes: { 'GET /api/customers': emptyList, 'GET /api/countries': [georgia], ...routes },
  });
  await user.click(await screen.findByRole('button', { name: 'Add customer' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'New customer' });
  return { user, dialog, api: app.api };
}

describe('customer form', () => {
  it('shows a person’s fields or a company’s, and checks the 11-digit personal number before saving', async () => {
    const { user, dialog, api } = await openForm();
    expect(within(dialog).getByRole('textbox', { name: /^First name\W*$/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Company name/ })).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: /^First name\W*$/ }), 'ნინო');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name\W*$/ }), 'ბერიძე');
    await user.type(within(dialog).getByRole('textbox', { name: /^Personal number/ }), '0100100123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Personal number must consist of 11 digits')).toBeInTheDocument();
    expect(api.calls('POST', '/api/customers')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Company' }));
    expect(within(dialog).getByRole('textbox', { name: /^Company name/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Identification code/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Personal number/ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^Representative name/ })).toBeInTheDocument();
  });

  it('says a new customer was added, not updated', async () => {
    const { user, dialog, api } = await openForm({ 'POST /api/customers': { ...customerRecord, id: 9 } });
    await user.type(within(dialog).getByRole('textbox', { name: /^First name\W*$/ }), 'ნინო');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name\W*$/ }), 'ბერიძე');
    await user.type(within(dialog).getByRole('textbox', { name: /^Personal number/ }), '01001001234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record created successfully')).toBeInTheDocument();
    expect(api.calls('POST', '/api/customers')).toHaveLength(1);
  });

  it('puts the server’s field errors under the field', async () => {
    const taken = 'A customer with this personal number already exists: Levan Abashidze (#7)';
    const { user, dialog, api } = await openForm({
      'POST /api/customers': reply(422, {
        message: 'The given data was invalid',
        errors: { personal_id: [taken] },
      }),
    });
    await user.type(within(dialog).getByRole('textbox', { name: /^First name\W*$/ }), 'ნინო');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name\W*$/ }), 'ბერიძე');
    await user.type(within(dialog).getByRole('textbox', { name: /^Personal number/ }), '01001001234');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '+995 555 12 34 56');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(api.calls('POST', '/api/customers')[0]?.body).toMatchObject({
      type: 'individual',
      first_name: 'ნინო',
      personal_id: '01001001234',
      citizenship: 'GE',
      phone: '+995555123456',
      company_name: '',
    });
  });
});
