import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { TestAppProviders } from '../../../test/app-providers';
import { RichTextEditor } from './rich-text-editor';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // ProseMirror scrolls the cursor into view and maps a click to a position; jsdom has no layout.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Text"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
      customFields={[{ key: 'parking_place', label: 'Parking place' }]}
    />
  );
}

function renderEditor(initial: string, onChange: (html: string) => void) {
  render(
    <TestAppProviders>
      <MemoryRouter>
        <Suspense fallback={null}>
          <Harness initial={initial} onChange={onChange} />
        </Suspense>
      </MemoryRouter>
    </TestAppProviders>,
  );
}

describe('the rich-text editor', () => {
  it('inserts a placeholder chosen from the grouped picker, custom fields included', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderEditor('<p>Dear </p>', onChange);
    await user.click(await screen.findByRole('button', { name: 'Insert field' }));
    const picker = await screen.findByRole('dialog', { name: 'Insert field' });
    expect(within(picker).getByText('Custom fields')).toBeInTheDocument();
    await user.type(within(picker).getByRole('searchbox', { name: 'Find a field' }), 'full name');
    await user.click(within(picker).getByRole('button', { name: /Buyer’s full name/ }));

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('{customer_name}')),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveTextContent('{customer_name}');
  }, 30_000);

  it('centres the typed paragraph and saves the alignment as an inline style', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderEditor('', onChange);
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await user.type(text, 'Sale agreement');
    await user.click(screen.getByRole('button', { name: 'Align center' }));

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/^<p style="text-align: center;?">Sale agreement<\/p>$/),
      ),
    );
    expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'false');
  }, 30_000);

  it('shows a right-aligned paragraph as such and drops the style when aligned left again', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderEditor('<p style="text-align: right">Signature</p>', onChange);
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect(await screen.findByRole('button', { name: 'Align right' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(text).getByText('Signature')).toHaveStyle({ textAlign: 'right' });

    await user.click(text);
    await user.click(screen.getByRole('button', { name: 'Align left' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Signature</p>'));
    expect(screen.getByRole('button', { name: 'Align right' })).toHaveAttribute('aria-pressed', 'false');
  }, 30_000);
});
