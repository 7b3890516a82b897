import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomFieldRow } from '@shared/templates/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { sessionToken } from '../../../lib/auth/session-token';
import { TestAppProviders } from '../../../test/app-providers';
import { fakeApi, reply } from '../../../test/fake-api';
import { CustomFieldDialog } from './custom-field-dialog';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function open(routes: Record<string, unknown>, field: CustomFieldRow | null = null) {
  sessionToken.set('test-token');
  const api = fakeApi(routes);
  const onClose = vi.fn();
  render(
    <TestAppProviders>
      <MemoryRouter>
        <CustomFieldDialog field={field} onClose={onClose} />
      </MemoryRouter>
    </TestAppProviders>,
  );
  return { api, onClose, user: userEvent.setup() };
}

const parking: CustomFieldRow = {
  id: 4,
  key: 'parking_place',
  group: 'sale',
  type: 'select',
  label_ka: 'პარკინგის ადგილი',
  label_en: 'Parking place',
  label_ru: '',
  options: ['A-1', 'A-2'],
  required: false,
  sort_order: 0,
  values_count: 2,
};

describe('the custom field dialog', () => {
  it('checks the key, the labels and a select list’s options before sending', async () => {
    const { api, user } = open({ 'POST /api/custom-fields': parking });
    const dialog = await screen.findByRole('dialog', { name: 'Add a custom field' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required field')).toHaveLength(2);

    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'Parking Place');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label in Georgian' }), 'პარკინგი');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Choice from a list' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use lower-case latin letters, digits and _ (e.g. parking_place)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('A select list needs at least one option')).toBeInTheDocument();
    expect(api.calls('POST', '/api/custom-fields')).toHaveLength(0);
  }, 30_000);

  it('sends a valid field with its options', async () => {
    const { api, user, onClose } = open({ 'POST /api/custom-fields': parking });
    const dialog = await screen.findByRole('dialog', { name: 'Add a custom field' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'parking_place');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label in Georgian' }), 'პარკინგი');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Choice from a list' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'A-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('POST', '/api/custom-fields')[0]?.body).toMatchObject({
      key: 'parking_place',
      type: 'select',
      label_ka: 'პარკინგი',
      options: ['A-1'],
    });
  }, 30_000);

  it('keeps the key read-only when editing and shows the server’s refusal on a field', async () => {
    const { user } = open(
      {
        'PUT /api/custom-fields/4': reply(422, {
          message: 'The given data was invalid',
          errors: { options: ['Options repeat'] },
        }),
      },
      parking,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the custom field' });
    expect(within(dialog).getByRole('textbox', { name: 'Key' })).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Options repeat')).toBeInTheDocument();
  }, 30_000);
});
