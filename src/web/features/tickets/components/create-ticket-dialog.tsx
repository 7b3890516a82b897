import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { REQUESTER_TYPES, TICKET_PRIORITIES, ticketBody, type TicketBody } from '@shared/tickets/contracts';
import { useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMaySee } from '../../../lib/auth/permissions';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { useAgentOptions } from '../../agents';
import { CustomerPicker } from '../../customers';
import { useTicketCategories } from '../api/get-ticket-categories';
import { useTicketHandlers } from '../api/get-ticket-handlers';
import { useSaveTicket } from '../api/save-ticket';
import { FilesInput } from './files-input';
import { SalePicker } from './sale-picker';
import { UnitPicker } from './unit-picker';

type Output = z.output<typeof ticketBody>;
type TicketControl = Control<TicketBody, unknown, Output>;

const blank: Omit<TicketBody, 'requester_type'> = {
  subject: '',
  customer_id: null,
  agent_id: '',
  resident_name: '',
  resident_phone: '',
  property_id: null,
  sale_id: null,
  category_id: '',
  priority: 'normal',
  assignee_id: '',
  body: '',
};

function CustomerField({ control }: { control: TicketControl }) {
  const { t } = useTranslation('tickets');
  const { field, fieldState } = useController({ control, name: 'customer_id' });
  const error = useErrorText()(fieldState.error?.message);
  return (
    <CustomerPicker
      label={t('fields.customer')}
      required
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      error={error !== undefined}
      {...(error ? { helperText: error } : {})}
    />
  );
}

function AgentField({ control }: { control: TicketControl }) {
  const { t } = useTranslation('tickets');
  const agents = useAgentOptions({ activeOnly: true });
  return (
    <FormSelect
      name="agent_id"
      control={control}
      label={t('fields.agent')}
      required
      options={(agents.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
    />
  );
}

/**
 * Opens a ticket for a customer, an agent or a resident: subject, first message with files, the unit and
 * the sale it concerns, category, priority and (optionally) who handles it. The pickers need their own
 * permissions.
 */
export function CreateTicketDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('tickets');
  const maySee = useMaySee();
  const requesterOptions = REQUESTER_TYPES.filter(
    (type) =>
      type === 'resident' ||
      (type === 'customer' && maySee('view_customers', 'view_only_own_customers')) ||
      (type === 'agent' && maySee('view_agents')),
  );
  // The first requester the user may pick: a hidden one would be a value the select cannot show.
  const [firstRequester = 'resident'] = requesterOptions;
  const form = useForm<TicketBody, unknown, Output>({
    resolver: zodResolver(ticketBody),
    defaultValues: { ...blank, requester_type: firstRequester },
  });
  const requesterType = useWatch({ control: form.control, name: 'requester_type' });
  const [files, setFiles] = useState<File[]>([]);
  const categories = useTicketCategories();
  const handlers = useTicketHandlers();
  const save = useSaveTicket();
  const submit = useSaveAndClose(
    form,
    (body) => save.mutateAsync({ body, files }),
    onClose,
    t('created_toast'),
  );
  const canSeeSales = maySee('view_sales', 'view_only_own_sales');
  return (
    <FormDialog
      open
      title={t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <FormTextField name="subject" control={form.control} label={t('fields.subject')} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormSelect
          name="requester_type"
          control={form.control}
          label={t('fields.requester_type')}
          required
          options={requesterOptions.map((value) => ({ value, label: t(`requester_types.${value}`) }))}
        />
        {requesterType === 'customer' && <CustomerField control={form.control} />}
        {requesterType === 'agent' && <AgentField control={form.control} />}
        {requesterType === 'resident' && (
          <FormTextField
            name="resident_name"
            control={form.control}
            label={t('fields.resident_name')}
            required
          />
        )}
      </Stack>
      {requesterType === 'resident' && (
        <FormTextField
          name="resident_phone"
          control={form.control}
          label={t('fields.resident_phone')}
          type="tel"
        />
      )}
      {(maySee('view_properties') || canSeeSales) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
          {maySee('view_properties') && <UnitPicker onChange={(id) => form.setValue('property_id', id)} />}
          {canSeeSales && <SalePicker onChange={(id) => form.setValue('sale_id', id)} />}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormSelect
          name="category_id"
          control={form.control}
          label={t('fields.category')}
          allowEmpty={t('no_category')}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <FormSelect
          name="priority"
          control={form.control}
          label={t('fields.priority')}
          options={TICKET_PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) }))}
        />
        <FormSelect
          name="assignee_id"
          control={form.control}
          label={t('fields.assignee')}
          allowEmpty={t('no_assignee')}
          options={(handlers.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        />
      </Stack>
      <FormTextField
        name="body"
        control={form.control}
        label={t('fields.body')}
        required
        multiline
        minRows={4}
      />
      <FilesInput value={files} onChange={setFiles} />
    </FormDialog>
  );
}
