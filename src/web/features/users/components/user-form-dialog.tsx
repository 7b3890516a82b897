import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { updateUserBody, type UserRow } from '@shared/users/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { avatarError } from '../../../components/form/avatar-error';
import { AvatarInput } from '../../../components/form/avatar-input';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useToast } from '../../../components/feedback/toast-context';
import { FormMultiSelect } from '../../../components/form/form-multi-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useErrorText } from '../../../components/form/use-error-text';
import { usePermissionLabel } from '../../../i18n/use-permission-label';
import { useRoleLabel } from '../../../i18n/use-role-label';
import { useCreateUser } from '../api/create-user';
import { useAssignablePermissions } from '../api/get-assignable-permissions';
import { useUpdateUser } from '../api/update-user';
import { BuildingIdsInput } from './building-ids-input';

/** One schema for both modes, so the form keeps one type: a new employee must be given a password. */
const userSchema = (creating: boolean) =>
  updateUserBody.refine((user) => !creating || user.password !== '', {
    path: ['password'],
    message: 'validation.required',
  });

type Values = z.input<typeof updateUserBody>;
type Output = z.output<typeof updateUserBody>;

const emptyUser: Values = {
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  password: '',
  active: true,
  is_admin: true,
  roles: [],
  permissions: [],
  buildings: [],
};

/** Creates an employee (password required), or edits the one given (an empty password keeps the old one). */
export function UserFormDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const vocabulary = useAssignablePermissions();
  const roleLabel = useRoleLabel();
  const permissionLabel = usePermissionLabel();
  const errorText = useErrorText();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(userSchema(user === null)),
    defaultValues: user ? { ...user, password: '' } : emptyUser,
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarMessage, setAvatarMessage] = useState<string>();
  const create = useCreateUser();
  const update = useUpdateUser();
  const toast = useToast();
  const fail = useFailureHandler();

  const submit = form.handleSubmit(async (values) => {
    try {
      await (user
        ? update.mutateAsync({ ...values, avatar, id: user.id })
        : create.mutateAsync({ ...values, avatar }));
      toast.success('records.updated');
      onClose();
    } catch (error) {
      setAvatarMessage(avatarError(error));
      fail(error, form.setError);
    }
  });

  const roleOptions = (vocabulary.data?.roles ?? []).map((role) => ({ value: role, label: roleLabel(role) }));
  const permissionOptions = (vocabulary.data?.permissions ?? []).map((name) => ({
    value: name,
    label: permissionLabel(name),
  }));
  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <FormDialog
      open
      title={user ? t('edit_title') : t('add_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      maxWidth="md"
    >
      <AvatarInput
        currentUrl={user?.avatar ?? null}
        name={user?.full_name ?? ''}
        file={avatar}
        onChange={setAvatar}
        error={avatarMessage}
      />
      <Box sx={twoColumns}>
        <FormTextField
          name="first_name"
          control={form.control}
          label={t('fields.first_name')}
          required
          autoFocus
        />
        <FormTextField name="last_name" control={form.control} label={t('fields.last_name')} required />
        <FormTextField
          name="username"
          control={form.control}
          label={t('fields.username')}
          required
          autoComplete="off"
        />
        <FormTextField
          name="email"
          control={form.control}
          label={t('fields.email')}
          required
          type="email"
          autoComplete="off"
        />
        <FormTextField name="phone" control={form.control} label={t('fields.phone')} type="tel" />
        <FormTextField
          name="password"
          control={form.control}
          label={t('fields.password')}
          required={!user}
          type="password"
          autoComplete="new-password"
          helperText={user ? t('hints.password_keep') : undefined}
        />
      </Box>
      <Box sx={twoColumns}>
        <FormSwitch name="active" control={form.control} label={t('fields.active')} />
        <FormSwitch
          name="is_admin"
          control={form.control}
          label={t('fields.is_admin')}
          helperText={t('hints.is_admin')}
        />
      </Box>
      <FormMultiSelect name="roles" control={form.control} label={t('fields.roles')} options={roleOptions} />
      <FormMultiSelect
        name="permissions"
        control={form.control}
        label={t('fields.permissions')}
        options={permissionOptions}
        helperText={t('hints.permissions')}
      />
      <Controller
        name="buildings"
        control={form.control}
        render={({ field, fieldState }) => (
          <BuildingIdsInput
            value={Array.isArray(field.value) ? field.value.map(Number) : []}
            onChange={field.onChange}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
    </FormDialog>
  );
}
