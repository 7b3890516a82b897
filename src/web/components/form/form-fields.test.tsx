import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { email, isoDate, nonEmptyList, requiredText } from '@shared/validation/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Locale } from '@shared/i18n/locales';
import { renderWithKit } from '../testing/kit-test-utils';
import { applyServerErrors } from './apply-server-errors';
import { DATE_FORMAT_STORAGE_KEY } from '../date/use-date-format';
import { FormCheckbox } from './form-checkbox';
import { FormDateInput } from './form-date-input';
import { FormMultiSelect } from './form-multi-select';
import { FormSelect } from './form-select';
import { FormTextField } from './form-text-field';

const schema = z.object({
  name: requiredText(),
  email,
  city: z.string().min(1, 'validation.required'),
  roles: nonEmptyList(z.string()),
  active: z.boolean(),
});
type Values = z.input<typeof schema>;

const ROLES = [
  { value: 'admin', label: 'Administrator' },
  { value: 'accountant', label: 'Accountant' },
];

/** An employee form as a feature would write it; `save` plays the server. */
function EmployeeForm({ save }: { save: (values: Values) => Promise<unknown> }) {
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', city: '', roles: [], active: true },
  });
  const submit = handleSubmit(async (values) => {
    const answer = await save(values);
    applyServerErrors(setError, answer);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField control={control} name="email" label="E-mail" required />
      <FormSelect
        control={control}
        name="city"
        label="City"
        required
        allowEmpty
        options={[{ value: 'tbilisi', label: 'Tbilisi' }]}
      />
      <FormMultiSelect control={control} name="roles" label="Roles" required options={ROLES} />
      <FormCheckbox control={control} name="active" label="Active" />
      <Button type="submit">Save</Button>
    </form>
  );
}

const renderForm = (save: (values: Values) => Promise<unknown>, locale: Locale = 'en') =>
  renderWithKit(<EmployeeForm save={save} />, { locale });

describe('form fields', () => {
  it('marks required fields with an asterisk', () => {
    renderForm(vi.fn());
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(document.querySelector(`label[for="${name.id}"]`)).toHaveTextContent('Name *');
  });

  it('submits on Enter and shows each rule broken, translated', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    renderForm(save);

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address{Enter}');

    expect(save).not.toHaveBeenCalled();
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(screen.getByText('Invalid e-mail format')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the messages in Georgian', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn(), 'ka');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('სავალდებულო ველი')).toHaveLength(2);
    expect(screen.getByText('ელ-ფოსტა სავალდებულოა')).toBeInTheDocument();
  });

  it('puts the errors of a 422 answer on their fields and focuses the first', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => ({
      message: 'The given data was invalid',
      errors: { email: ['validation.email_should_be_unique'], 'roles.0': ['Unknown role'], name: [] },
    }));
    renderForm(save);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nino Beridze');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nino@example.ge');
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(screen.getByRole('option', { name: 'Tbilisi' }));
    await user.click(screen.getByRole('combobox', { name: 'Roles' }));
    await user.click(screen.getByRole('option', { name: 'Accountant' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(save).toHaveBeenCalledWith({
      name: 'Nino Beridze',
      email: 'nino@example.ge',
      city: 'tbilisi',
      roles: ['accountant'],
      active: false,
    });
    expect(await screen.findByText('E-mail should be unique')).toBeInTheDocument();
    expect(screen.getByText('Unknown role')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(
      within(screen.getByRole('combobox', { name: 'Roles' })).getByText('Accountant'),
    ).toBeInTheDocument();
  });

  it('leaves the form alone when the answer has no field errors', () => {
    const setError = vi.fn();
    expect(applyServerErrors(setError, { message: 'Server error' })).toBe(false);
    expect(applyServerErrors(setError, { message: 'x', errors: { name: [] } })).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('FormDateInput', () => {
  const dateSchema = z.object({ signed_at: isoDate });
  type DateValues = z.input<typeof dateSchema>;

  function ContractForm({ save }: { save: (values: DateValues) => void }) {
    const { control, handleSubmit } = useForm<DateValues>({
      resolver: zodResolver(dateSchema),
      defaultValues: { signed_at: '2024-01-15' },
    });
    return (
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <FormDateInput control={control} name="signed_at" label="Signed on" required />
      </form>
    );
  }

  it('sends the typed date as YYYY-MM-DD and lets the schema reject an impossible one', async () => {
    localStorage.setItem(DATE_FORMAT_STORAGE_KEY, 'DD.MM.YYYY');
    const user = userEvent.setup();
    const save = vi.fn();
    renderWithKit(<ContractForm save={save} />);
    const input = screen.getByRole('textbox', { name: 'Signed on' });
    expect(input).toHaveValue('15.01.2024');

    await user.clear(input);
    await user.type(input, '30.02.2024{Enter}');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Invalid format')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '01.02.2024{Enter}');
    expect(save).toHaveBeenCalledWith({ signed_at: '2024-02-01' }, expect.anything());
    expect(screen.queryByText('Invalid format')).not.toBeInTheDocument();
  });
});
