import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../testing/kit-test-utils';
import { DateFormatSelect } from './date-format-select';
import { DateInput } from './date-input';
import { DateRangeInput, type DateRange } from './date-range-input';
import { PeriodFilter } from './period-filter';
import { DATE_FORMAT_STORAGE_KEY } from './use-date-format';

function ControlledDate({
  initial = '',
  onChange,
  required,
}: {
  initial?: string;
  onChange?: (value: string) => void;
  required?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput
        label="Contract date"
        value={value}
        required={required}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('2025-01-02')}>
        Reset
      </button>
      <output aria-label="value">{value}</output>
    </>
  );
}

const useFormat = (format: string) => localStorage.setItem(DATE_FORMAT_STORAGE_KEY, format);
const field = () => screen.getByRole('textbox', { name: 'Contract date' });

describe('DateInput with a typed format', () => {
  it('reads DD/MM/YYYY and sends YYYY-MM-DD', async () => {
    useFormat('DD/MM/YYYY');
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithKit(<ControlledDate onChange={onChange} />);

    expect(field()).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await user.type(field(), '31/12/2024');

    expect(onChange).toHaveBeenLastCalledWith('2024-12-31');
    expect(field()).toHaveValue('31/12/2024');
  });

  it('shows a stored date in M.D.YYYY and follows a change from outside', async () => {
    useFormat('M.D.YYYY');
    const user = userEvent.setup();
    renderWithKit(<ControlledDate initial="2024-03-05" />);

    expect(field()).toHaveValue('3.5.2024');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field()).toHaveValue('1.2.2025');
  });

  it('says "Invalid format" for an impossible date once the user leaves the field', async () => {
    useFormat('DD/MM/YYYY');
    const user = userEvent.setup();
    renderWithKit(<ControlledDate initial="2024-01-10" />);

    await user.clear(field());
    await user.type(field(), '31/02/2024');
    expect(screen.queryByText('Invalid format')).not.toBeInTheDocument();
    await user.tab();

    expect(screen.getByText('Invalid format')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    // The form's isoDate rule gets the text and rejects it too, rather than keeping 2024-01-10.
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('31/02/2024');
  });

  it('asks for a required date left empty', async () => {
    useFormat('YYYY-MM-DD');
    const user = userEvent.setup();
    renderWithKit(<ControlledDate required />);

    await user.click(field());
    await user.tab();

    expect(screen.getByText('Required field')).toBeInTheDocument();
  });

  it('switches to the format the user picks', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <>
        <DateFormatSelect />
        <ControlledDate initial="2024-03-05" />
      </>,
    );
    expect(screen.queryByRole('textbox', { name: 'Contract date' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Date format' }));
    await user.click(screen.getByRole('option', { name: /^DD\.MM\.YYYY/ }));

    expect(field()).toHaveValue('05.03.2024');
    expect(localStorage.getItem(DATE_FORMAT_STORAGE_KEY)).toBe('DD.MM.YYYY');
  });
});

describe('DateInput with the date picker', () => {
  it('starts the week on Monday and sends the picked day as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithKit(<DateInput label="Contract date" value="2024-03-05" onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday');
    await user.click(screen.getByRole('gridcell', { name: '20' }));

    expect(onChange).toHaveBeenCalledWith('2024-03-20');
  });
});

describe('DateRangeInput', () => {
  it('swaps a range typed back to front when focus leaves it', async () => {
    useFormat('D/M/YYYY');
    const user = userEvent.setup();
    const changes: DateRange[] = [];
    function Range() {
      const [range, setRange] = useState<DateRange>({ from: '', to: '' });
      return (
        <DateRangeInput
          value={range}
          onChange={(next) => {
            changes.push(next);
            setRange(next);
          }}
        />
      );
    }
    renderWithKit(
      <>
        <Range />
        <button type="button">Search</button>
      </>,
    );

    await user.type(screen.getByRole('textbox', { name: 'From' }), '20/5/2024');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '1/5/2024');
    expect(changes.at(-1)).toEqual({ from: '2024-05-20', to: '2024-05-01' });

    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(changes.at(-1)).toEqual({ from: '2024-05-01', to: '2024-05-20' });
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('1/5/2024');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('20/5/2024');
  });
});

describe('PeriodFilter', () => {
  it('turns a preset into a range ending today', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithKit(<PeriodFilter value="" onChange={onChange} today="2024-05-31" />, { locale: 'ka' });

    await user.click(screen.getByRole('combobox', { name: 'პერიოდი' }));
    await user.click(screen.getByRole('option', { name: 'ბოლო 3 თვე' }));

    expect(onChange).toHaveBeenCalledWith('last_3_months', { from: '2024-02-29', to: '2024-05-31' });
  });
});
