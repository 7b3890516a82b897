import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocTemplateRow, WordTemplateRow } from '@shared/templates/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const word: WordTemplateRow = {
  id: 3,
  name: 'Main contract GE',
  contract_type: 'contract_main',
  language: 'ge_en',
  building_id: null,
  building_name: null,
  file_name: 'main.docx',
  size_bytes: 24_576,
  placeholders: ['customer_name', 'contract_no'],
  active: true,
  created_by_name: 'Nino Beridze',
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-02T10:00:00Z',
};
const letter: DocTemplateRow = {
  id: 8,
  name: 'Overdue letter',
  type: 'letter',
  language: 'ka',
  subject: null,
  body: '<p>{customer_name}</p>',
  placeholders: ['customer_name'],
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-02T10:00:00Z',
};
const routes = {
  'GET /api/word-templates': [word],
  'GET /api/doc-templates': [letter],
  'GET /api/custom-fields/placeholders': [],
  'GET /api/buildings': [],
};

describe('the templates page', () => {
  it('lists the Word templates and switches to the document templates', async () => {
    const typing = userEvent.setup();
    const view = renderApp('/templates', {
      user: makeUser({ permissions: ['view_doc_templates', 'edit_doc_templates', 'view_custom_fields'] }),
      routes,
    });
    const row = (await screen.findByText('Main contract GE', undefined, { timeout: 10_000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('Georgian and English')).toBeInTheDocument();
    expect(within(row).getByText('All complexes')).toBeInTheDocument();
    expect(within(row).getByText('main.docx (24 KB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload template' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Custom fields' })).toHaveAttribute(
      'href',
      '/templates/custom-fields',
    );

    await typing.click(screen.getByRole('tab', { name: 'Document templates' }));
    expect(await screen.findByText('Overdue letter')).toBeInTheDocument();
    await waitFor(() => expect(view.api.calls('GET', '/api/doc-templates')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Document templates' })).toHaveAttribute('aria-selected', 'true');
  }, 30_000);

  it('hides every change without edit_doc_templates', async () => {
    renderApp('/templates?tab=documents', {
      user: makeUser({ permissions: ['view_doc_templates'] }),
      routes,
    });
    expect(await screen.findByText('Overdue letter', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add template' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Custom fields' })).toBeNull();
  }, 30_000);

  it('keeps the custom fields link for a view-only reader, without uploads or changes', async () => {
    renderApp('/templates', {
      user: makeUser({
        view_only: true,
        permissions: ['view_doc_templates', 'edit_doc_templates', 'view_custom_fields'],
      }),
      routes,
    });
    expect(await screen.findByText('Main contract GE', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Custom fields' })).toHaveAttribute(
      'href',
      '/templates/custom-fields',
    );
    expect(screen.queryByRole('button', { name: 'Upload template' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  }, 30_000);
});
