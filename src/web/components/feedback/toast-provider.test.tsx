import Button from '@mui/material/Button';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../testing/kit-test-utils';
import { useToast } from './toast-context';

function Actions() {
  const toast = useToast();
  const failures = useRef(0);
  return (
    <>
      <Button onClick={() => toast.success('records.deleted')}>Delete</Button>
      <Button onClick={() => toast.error(`Error ${(failures.current += 1)}`)}>Fail</Button>
    </>
  );
}

describe('toasts', () => {
  it('shows a catalogue message translated and closes on request', async () => {
    const user = userEvent.setup();
    renderWithKit(<Actions />, { locale: 'ka' });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('ჩანაწერი წარმატებით წაიშალა');

    await user.click(within(toast).getByRole('button', { name: 'დახურვა' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('alert'));
  });

  it('shows at most three at once and queues the rest', async () => {
    const user = userEvent.setup();
    renderWithKit(<Actions />);
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Fail' }));
    await screen.findAllByRole('alert');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Error 1',
      'Error 2',
      'Error 3',
    ]);

    const [first] = screen.getAllByRole('alert');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByText('Error 1'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Error 2',
      'Error 3',
      'Error 4',
    ]);
  });
});
