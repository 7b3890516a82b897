import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../testing/kit-test-utils';
import { useConfirm } from './confirm-context';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks the delete question by default, in Georgian too', () => {
    renderWithKit(<ConfirmDialog open onConfirm={vi.fn()} onClose={vi.fn()} />, { locale: 'ka' });
    const dialog = screen.getByRole('dialog', { name: 'დადასტურება' });
    expect(dialog).toHaveAccessibleDescription('დარწმუნებული ხართ, რომ გსურთ ჩანაწერის წაშლა?');
  });

  it('focuses the confirm button: Enter confirms, Escape closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithKit(<ConfirmDialog open onConfirm={onConfirm} onClose={onClose} />);

    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete the record?',
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits while the action runs', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithKit(
      <ConfirmDialog
        open
        confirming
        title="Delete sale"
        message="Delete sale 12?"
        onConfirm={vi.fn()}
        onClose={onClose}
      />,
    );

    expect(screen.getByRole('dialog', { name: 'Delete sale' })).toHaveAccessibleDescription(
      'Delete sale 12?',
    );
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useConfirm', () => {
  function DeleteButton() {
    const confirm = useConfirm();
    const [answer, setAnswer] = useState('none');
    return (
      <>
        <Button onClick={async () => setAnswer(String(await confirm({ message: 'Delete customer Nino?' })))}>
          Delete
        </Button>
        <output aria-label="answer">{answer}</output>
      </>
    );
  }

  it('resolves true on confirm and false on Escape', async () => {
    const user = userEvent.setup();
    renderWithKit(<DeleteButton />);
    const answer = () => screen.getByRole('status', { name: 'answer' });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Delete customer Nino?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answer()).toHaveTextContent('true');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answer()).toHaveTextContent('false');
  });
});
