import { zodResolver } from '@hookform/resolvers/zod';
import { AGENT_TYPES, saveAgentBody, type AgentRow, type SaveAgentBody } from '@shared/agents/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useBanks } from '../../banks';
import { useSaveAgent } from '../api/save-agent';

const blank: SaveAgentBody = {
  type: 'individual',
  name: '',
  name_en: '',
  name_ru: '',
  personal_id: '',
  company_id: '',
  phone: '',
  email: '',
  address: '',
  fee_percent: '',
  bank_id: '',
  iban: '',
  note: '',
  active: true,
};

const fromRow = (a: AgentRow): SaveAgentBody => ({
  type: a.type,
  name: a.name,
  name_en: a.name_en,
  name_ru: a.name_ru,
  personal_id: a.personal_id ?? '',
  company_id: a.company_id ?? '',
  phone: a.phone ?? '',
  email: a.email ?? '',
  address: a.address,
  fee_percent: a.fee_percent ?? '',
  bank_id: a.bank_id ?? '',
  iban: a.iban,
  note: a.note,
  active: a.active,
});

/** Adds an agent, or edits the one given; the same zod contract as the server. */
export function AgentFormDialog({ agent, onClose }: { agent: AgentRow | null; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const form = useForm<SaveAgentBody, unknown, z.output<typeof saveAgentBody>>({
    resolver: zodResolver(saveAgentBody),
    defaultValues: agent ? fromRow(agent) : blank,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const banks = useBanks();
  const save = useSaveAgent();

  const submit = useSaveAndClose(form, (body) => save.mutateAsync({ id: agent?.id ?? null, body }), onClose);

  return (
    <FormDialog
      open
      title={agent ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <FormSelect
        name="type"
        control={form.control}
        label={t('fields.type')}
        required
        options={AGENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <FormTextField name="name" control={form.control} label={t('fields.name')} required autoFocus />
      <FormTextField name="name_en" control={form.control} label={t('fields.name_en')} />
      <FormTextField name="name_ru" control={form.control} label={t('fields.name_ru')} />
      {type === 'company' ? (
        <FormTextField name="company_id" control={form.control} label={t('fields.company_id')} required />
      ) : (
        <FormTextField name="personal_id" control={form.control} label={t('fields.personal_id')} required />
      )}
      <FormTextField name="phone" control={form.control} label={t('fields.phone')} />
      <FormTextField name="email" control={form.control} label={t('fields.email')} type="email" />
      <FormTextField name="address" control={form.control} label={t('fields.address')} />
      <FormTextField name="fee_percent" control={form.control} label={t('fields.fee_percent')} />
      <FormSelect
        name="bank_id"
        control={form.control}
        label={t('fields.bank_id')}
        allowEmpty
        options={(banks.data ?? []).map((b) => ({ value: b.id, label: `${b.title} (${b.iban})` }))}
      />
      <FormTextField name="iban" control={form.control} label={t('fields.iban')} />
      <FormTextField name="note" control={form.control} label={t('fields.note')} multiline minRows={2} />
      <FormSwitch name="active" control={form.control} label={t('fields.active')} />
    </FormDialog>
  );
}
