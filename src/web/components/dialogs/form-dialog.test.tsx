import Button from '@mui/material/Button';
import { createTheme } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from '../form/form-text-field';
import { renderWithKit } from '../testing/kit-test-utils';
import { FormDialog, type FormDialogProps } from './form-dialog';

type Bank = { title: string; code: string };

/** A bank form as a feature would write one: react-hook-form's handleSubmit is the dialog's onSubmit. */
function BankDialog({
  onSave,
  ...props
}: { onSave: (bank: Bank) => void } & Partial<Omit<FormDialogProps, 'onSubmit' | 'children'>>) {
  const form = useForm<Bank>({ defaultValues: { title: '', code: '' } });
  return (
    <FormDialog
      open
      title="New bank"
      onClose={vi.fn()}
      submitting={false}
      onSubmit={form.handleSubmit(onSave)}
      {...props}
    >
      <FormTextField name="title" control={form.control} label="Title" />
      <FormTextField name="code" control={form.control} label="SWIFT code" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('opens with the cursor in the first field and submits on Enter', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithKit(<BankDialog onSave={onSave} />);

    const dialog = screen.getByRole('dialog', { name: 'New bank' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.keyboard('TBC Bank{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({ title: 'TBC Bank', code: '' });
  });

  it('submits by the Save button, in Georgian too, and leaves a field that asks for focus focused', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    function CodeFirst() {
      const form = useForm<Bank>({ defaultValues: { title: 'TBC Bank', code: '' } });
      return (
        <FormDialog
          open
          title="ბანკი"
          onClose={vi.fn()}
          submitting={false}
          onSubmit={form.handleSubmit(onSave)}
        >
          <FormTextField name="title" control={form.control} label="დასახელება" />
          <FormTextField name="code" control={form.control} label="SWIFT" autoFocus />
        </FormDialog>
      );
    }
    renderWithKit(<CodeFirst />, { locale: 'ka' });

    const dialog = screen.getByRole('dialog', { name: 'ბანკი' });
    expect(within(dialog).getByRole('textbox', { name: 'SWIFT' })).toHaveFocus();
    await user.keyboard('TBCBGE22');
    await user.click(within(dialog).getByRole('button', { name: 'შენახვა' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({ title: 'TBC Bank', code: 'TBCBGE22' });
  });

  it('closes on Cancel and on Escape without submitting', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onClose = vi.fn();
    renderWithKit(<BankDialog onSave={onSave} onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('while submitting, shows progress on Save and cannot be closed or submitted again', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onClose = vi.fn();
    renderWithKit(<BankDialog onSave={onSave} onClose={onClose} submitting />);

    const dialog = screen.getByRole('dialog', { name: 'New bank' });
    const save = within(dialog).getByRole('button', { name: /Save/ });
    expect(save).toBeDisabled();
    expect(within(save).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await user.keyboard('TBC Bank{Enter}');
    await user.keyboard('{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'New bank' })).toBeInTheDocument();
  });

  it('shows a custom submit label and extra actions beside Cancel', async () => {
    const user = userEvent.setup();
    const onPreview = vi.fn();
    const onSave = vi.fn();
    renderWithKit(
      <BankDialog
        onSave={onSave}
        submitLabel="Upload"
        actions={<Button onClick={onPreview}>Preview</Button>}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'New bank' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(onPreview).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps Save greyed out, and Enter from submitting, while the form cannot be saved', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithKit(<BankDialog onSave={onSave} submitDisabled />);

    const dialog = screen.getByRole('dialog', { name: 'New bank' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(save).queryByRole('progressbar')).not.toBeInTheDocument();
    await user.keyboard('TBC Bank{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('paints Save red when it destroys something, and in the primary colour otherwise', () => {
    const { palette } = createTheme();
    const fill = (button: HTMLElement) => getComputedStyle(button).getPropertyValue('--variant-containedBg');

    const { unmount } = renderWithKit(<BankDialog onSave={vi.fn()} />);
    expect(fill(screen.getByRole('button', { name: 'Save' }))).toBe(palette.primary.main);
    unmount();

    renderWithKit(<BankDialog onSave={vi.fn()} submitLabel="Delete" submitColor="error" />);
    expect(fill(screen.getByRole('button', { name: 'Delete' }))).toBe(palette.error.main);
  });
});
