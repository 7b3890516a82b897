import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { sessionToken } from '../../../lib/auth/session-token';
import { TestAppProviders } from '../../../test/app-providers';
import { fakeApi, reply } from '../../../test/fake-api';
import { WordTemplateDialog } from './word-template-dialog';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function open(routes: Record<string, unknown>) {
  sessionToken.set('test-token');
  const api = fakeApi({ 'GET /api/buildings': [], ...routes });
  const onClose = vi.fn();
  render(
    <TestAppProviders>
      <MemoryRouter>
        <WordTemplateDialog template={null} onClose={onClose} />
      </MemoryRouter>
    </TestAppProviders>,
  );
  return { api, onClose, user: userEvent.setup() };
}

const docx = () =>
  new File(['PK fake'], 'contract.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

describe('uploading a Word template', () => {
  it('lists the unknown placeholders the server refused and keeps the dialog open', async () => {
    const { api, user, onClose } = open({
      'POST /api/word-templates': reply(422, {
        success: false,
        message: 'The template uses unknown placeholders: custmer_name, parking_no',
        unknown_placeholders: ['custmer_name', 'parking_no'],
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upload a Word template' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Main contract GE');
    await user.upload(within(dialog).getByLabelText(/^File/), docx());
    expect(within(dialog).getByText(/contract\.docx/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The template uses unknown placeholders: custmer_name, parking_no');
    const names = within(alert).getByRole('list', { name: 'The template uses these unknown placeholders:' });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['{custmer_name}', '{parking_no}']);
    expect(onClose).not.toHaveBeenCalled();

    const sent = api.calls('POST', '/api/word-templates')[0]?.body as FormData;
    expect(sent.get('name')).toBe('Main contract GE');
    expect(sent.get('contract_type')).toBe('contract_main');
    expect(sent.get('language')).toBe('ge');
    expect(sent.get('building_id')).toBeNull();
    expect((sent.get('file') as File).name).toBe('contract.docx');
  }, 30_000);

  it('asks for the file before sending anything', async () => {
    const { api, user } = open({ 'POST /api/word-templates': { success: true, id: 3 } });
    const dialog = await screen.findByRole('dialog', { name: 'Upload a Word template' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Service contract');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Upload the template file (.docx)')).toBeInTheDocument();
    expect(api.calls('POST', '/api/word-templates')).toHaveLength(0);
  }, 30_000);

  it('saves and closes when the server accepts the file', async () => {
    const { api, user, onClose } = open({ 'POST /api/word-templates': { success: true, id: 3 } });
    const dialog = await screen.findByRole('dialog', { name: 'Upload a Word template' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Service contract');
    await user.upload(within(dialog).getByLabelText(/^File/), docx());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('POST', '/api/word-templates')).toHaveLength(1);
  }, 30_000);
});
