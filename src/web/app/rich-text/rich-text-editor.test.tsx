import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { RichTextEditor } from './rich-text-editor';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // ProseMirror scrolls the cursor into view; jsdom has no layout for ranges.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ onChange }: { onChange: (html: string) => void }) {
  const [value, setValue] = useState('<p>Dear </p>');
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

describe('the rich-text editor', () => {
  it('inserts a placeholder chosen from the grouped picker, custom fields included', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <Harness onChange={onChange} />
          </Suspense>
        </MemoryRouter>
      </AppProviders>,
    );
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
});
