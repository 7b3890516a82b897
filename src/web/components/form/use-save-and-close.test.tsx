import { zodResolver } from '@hookform/resolvers/zod';
import { positiveNumber, requiredText } from '@shared/validation/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDialog } from '../dialogs/form-dialog';
import { FormTextField } from './form-text-field';
import { renderWithKit } from '../testing/kit-test-utils';
import { ApiError } from '../../lib/api/api-error';
import { useSaveAndClose } from './use-save-and-close';

// The fields hold text; the save receives the schema's output (trimmed name, floors as a number).
const schema = z.object({ name: requiredText(), floors: positiveNumber });
type Saved = z.output<typeof schema>;

function BuildingDialog({ save, onClose }: { save: (body: Saved) => Promise<unknown>; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: '', floors: '' } });
  const submit = useSaveAndClose(form, save, onClose);
  return (
    <FormDialog open title="Building" onClose={onClose} onSubmit={submit} submitting={false}>
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="floors" label="Floors" />
    </FormDialog>
  );
}

/** Shows the dialog until it asks to close, as the pages do; `onClose` counts the requests. */
function BuildingsPage({ save, onClose }: { save: (body: Saved) => Promise<unknown>; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return open ? <BuildingDialog save={save} onClose={close} /> : null;
}

async function fillAndSave(save: (body: Saved) => Promise<unknown>, onClose: () => void) {
  const user = userEvent.setup();
  renderWithKit(<BuildingsPage save={save} onClose={onClose} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Tower A ');
  await user.type(screen.getByRole('textbox', { name: 'Floors' }), '12');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useSaveAndClose', () => {
  it('saves the validated body, says the record was updated and closes once', async () => {
    const save = vi.fn<(body: Saved) => Promise<unknown>>().mockResolvedValue({ id: 7 });
    const onClose = vi.fn();
    await fillAndSave(save, onClose);

    expect(await screen.findByRole('alert')).toHaveTextContent('Record updated successfully');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: 'Tower A', floors: 12 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts a 422 message on its field and keeps the dialog open', async () => {
    const invalid = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { name: ['A building with this name already exists'] },
    });
    const onClose = vi.fn();
    await fillAndSave(() => Promise.reject(invalid), onClose);

    expect(await screen.findByText('A building with this name already exists')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'A building with this name already exists',
    );
    expect(screen.getByRole('dialog', { name: 'Building' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("toasts any other failure's message and keeps the dialog open", async () => {
    const onClose = vi.fn();
    await fillAndSave(() => Promise.reject(new ApiError(500, { message: 'Server unavailable' })), onClose);

    // The open dialog hides the rest of the page from the accessibility tree, the toast included.
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Server unavailable');
    expect(screen.getByRole('dialog', { name: 'Building' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
