import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import {
  SERVICE_KINDS,
  SERVICE_UNITS,
  serviceTypeBody,
  type ServiceType,
  type ServiceTypeBody,
} from '@shared/services/contracts';
import { CURRENCIES } from '@shared/money/money';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMayAct } from '../../../lib/auth/permissions';
import { SimpleTable } from '../../../components/data-table/simple-table';
import { useConfirm } from '../../../components/dialogs/confirm-context';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { LoadError } from '../../../components/feedback/load-error';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useToast } from '../../../components/feedback/toast-context';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { MoneyText } from '../../../components/money-text';
import { useDeleteServiceType } from '../api/delete-service-type';
import { useServiceTypes } from '../api/get-service-types';
import { useSaveServiceType } from '../api/save-service-type';
import { useTypeName } from './use-type-name';

function TypeDialog({ type, onClose }: { type: ServiceType | null; onClose: () => void }) {
  const { t } = useTranslation('services');
  const form = useForm<ServiceTypeBody, unknown, z.output<typeof serviceTypeBody>>({
    resolver: zodResolver(serviceTypeBody),
    defaultValues: type ?? {
      name: '',
      name_en: '',
      name_ru: '',
      kind: 'renovation',
      unit: 'm2',
      unit_price: '',
      currency: 'USD',
      active: true,
    },
  });
  const save = useSaveServiceType();
  const submit = useSaveAndClose(
    form,
    (body) => save.mutateAsync(body),
    onClose,
    type ? 'records.updated' : 'records.created',
  );
  const row = { xs: 'column', sm: 'row' } as const;
  return (
    <FormDialog
      open
      title={t(type ? 'types.edit_title' : 'types.add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormTextField control={form.control} name="name" label={t('types.name')} required />
      <Stack direction={row} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormTextField control={form.control} name="name_en" label={t('types.name_en')} />
        <FormTextField control={form.control} name="name_ru" label={t('types.name_ru')} />
      </Stack>
      <Stack direction={row} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormSelect
          control={form.control}
          name="kind"
          label={t('types.kind')}
          options={SERVICE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
        <FormSelect
          control={form.control}
          name="unit"
          label={t('types.unit')}
          options={SERVICE_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
        />
      </Stack>
      <Stack direction={row} sx={{ gap: 2, '& > *': { flex: 1 } }}>
        <FormTextField control={form.control} name="unit_price" label={t('fields.unit_price')} required />
        <FormSelect
          control={form.control}
          name="currency"
          label={t('pay.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
      </Stack>
      <FormSwitch control={form.control} name="active" label={t('types.active')} />
    </FormDialog>
  );
}

/** The service types tab: the catalogue renovations and containers are priced from. */
export function ServiceTypesTab() {
  const { t } = useTranslation('services');
  const mayAct = useMayAct();
  const types = useServiceTypes();
  const typeName = useTypeName();
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const remove = useDeleteServiceType();
  const [editing, setEditing] = useState<ServiceType | 'new' | null>(null);
  const editable = mayAct('edit_services') || mayAct('edit_service_containers');
  if (types.isError) return <LoadError error={types.error} onRetry={() => void types.refetch()} />;
  if (!types.data) return <PageLoader />;
  const onDelete = async (type: ServiceType) => {
    if (!(await confirm())) return;
    remove.mutate(type.id, {
      onSuccess: (res) => toast.success(res.message ?? 'records.deleted'),
      onError: (e) => fail(e),
    });
  };
  return (
    <Stack sx={{ gap: 2 }}>
      {editable && (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setEditing('new')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('types.add')}
        </Button>
      )}
      <SimpleTable
        label={t('tabs.types')}
        empty={t('types.empty')}
        head={[
          t('types.name'),
          t('types.kind'),
          t('types.unit'),
          t('fields.unit_price'),
          t('types.active'),
          '',
        ]}
        rows={types.data.map((type) => [
          typeName(type),
          t(`kinds.${type.kind}`),
          t(`units.${type.unit}`),
          <MoneyText value={type.unit_price} currency={type.currency} />,
          type.active ? t('yes') : t('no'),
          editable ? (
            <>
              <Tooltip title={t('edit')}>
                <IconButton size="small" aria-label={t('edit')} onClick={() => setEditing(type)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('delete')}>
                <IconButton size="small" aria-label={t('delete')} onClick={() => void onDelete(type)}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          ) : null,
        ])}
      />
      {editing && <TypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
