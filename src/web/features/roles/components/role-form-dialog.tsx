import { zodResolver } from '@hookform/resolvers/zod';
import { saveRoleBody, type Role, type SaveRoleBody } from '@shared/roles/contracts';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAndClose } from '../../../components/form/use-save-and-close';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PageLoader } from '../../../components/feedback/page-loader';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { usePermissions } from '../api/get-permissions';
import { useSaveRole } from '../api/save-role';
import { PermissionPicker } from './permission-picker';

/** Creates a role, or edits the one given. */
export function RoleFormDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation('roles');
  const vocabulary = usePermissions();
  const form = useForm<SaveRoleBody, unknown, z.output<typeof saveRoleBody>>({
    resolver: zodResolver(saveRoleBody),
    defaultValues: role
      ? { id: role.id, name: role.name, permissions: role.permissions, view_only: role.view_only }
      : { name: '', permissions: [], view_only: false },
  });
  const save = useSaveRole();
  const errorText = useErrorText();

  const submit = useSaveAndClose(form, save.mutateAsync, onClose);

  return (
    <FormDialog
      open
      title={role ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
      maxWidth="md"
    >
      <FormTextField name="name" control={form.control} label={t('fields.name')} required autoFocus />
      <FormSwitch
        name="view_only"
        control={form.control}
        label={t('fields.view_only')}
        helperText={t('fields.view_only_help')}
      />
      <Typography variant="subtitle2">{t('fields.permissions')}</Typography>
      {vocabulary.data ? (
        <Controller
          name="permissions"
          control={form.control}
          render={({ field, fieldState }) => (
            <PermissionPicker
              groups={vocabulary.data.groups}
              value={field.value}
              onChange={field.onChange}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      ) : (
        <PageLoader />
      )}
    </FormDialog>
  );
}
