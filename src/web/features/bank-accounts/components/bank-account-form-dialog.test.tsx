import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkDigits } from '@shared/iban/iban';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ibanOf = (bank: string, digits: string) => `GE${checkDigits('GE', `${bank}${digits}`)}${bank}${digits}`;
const TBC_IBAN = ibanOf('TB', '0000000123456789');
const BOG_IBAN = ibanOf('BG', '0000000123456789');

const banks = [
  { id: 1, title: 'თიბისი ბანკი', title_en: 'TBC Bank', code: 'TBCBGE22', iban: 'TB' },
  { id: 2, title: 'საქართველოს ბანკი', title_en: 'Bank of Georgia', code: 'BAGAGE22', iban: 'BG' },
];

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function openForm(routes: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const app = renderApp('/bank-accounts', {
    user: makeUser({ permissions: ['manage_banks'] }),
    routes: { 'GET /api/bank-accounts': [], 'GET /api/banks': banks, 'GET /api/buildings': [], ...routes },
  });
  await user.click(await screen.findByRole('button', { name: 'Add account' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'New bank account' });
  await user.click(within(dialog).getByRole('combobox', { name: /Bank/ }));
  await user.click(await screen.findByRole('option', { name: 'TBC Bank' }));
  return { user, dialog, api: app.api };
}

describe('bank account form', () => {
  it('checks each IBAN by the shared rule and against the chosen bank before saving', async () => {
    const { user, dialog, api } = await openForm();
    const gel = within(dialog).getByRole('textbox', { name: 'IBAN (GEL)' });
    const usd = within(dialog).getByRole('textbox', { name: 'IBAN (USD)' });
    const eur = within(dialog).getByRole('textbox', { name: 'IBAN (EUR)' });
    await user.type(gel, 'GE12TB123');
    await user.type(usd, `${TBC_IBAN.slice(0, 21)}0`);
    await user.type(eur, BOG_IBAN);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(/Invalid IBAN format/)).toBeInTheDocument();
    expect(
      within(dialog).getByText("The IBAN's check digits do not match; check the number"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This IBAN does not belong to the chosen bank')).toBeInTheDocument();
    expect(api.calls('POST', '/api/bank-accounts')).toHaveLength(0);
  });

  it('puts the server’s field errors on the form', async () => {
    const { user, dialog, api } = await openForm({
      'POST /api/bank-accounts': reply(422, {
        message: 'The given data was invalid',
        errors: { iban: ['This IBAN does not belong to the chosen bank'] },
      }),
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'IBAN (GEL)' }), TBC_IBAN.toLowerCase());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('This IBAN does not belong to the chosen bank'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/bank-accounts')[0]?.body).toMatchObject({ bank_id: 1, iban: TBC_IBAN });
  });
});
