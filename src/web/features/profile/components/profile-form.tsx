import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CurrentUser } from '@shared/auth/contracts';
import { updateProfileBody, type UpdateProfileBody } from '@shared/users/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { avatarError } from '../../../components/form/avatar-error';
import { AvatarInput } from '../../../components/form/avatar-input';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useToast } from '../../../components/feedback/toast-context';
import { FormTextField } from '../../../components/form/form-text-field';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const form = useForm<UpdateProfileBody, unknown, z.output<typeof updateProfileBody>>({
    resolver: zodResolver(updateProfileBody),
    defaultValues: {
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone,
    },
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarMessage, setAvatarMessage] = useState<string>();
  const update = useUpdateProfile();
  const toast = useToast();
  const fail = useFailureHandler();

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ ...values, avatar });
      form.reset({
        email: saved.email,
        first_name: saved.first_name,
        last_name: saved.last_name,
        phone: saved.phone,
      });
      setAvatar(null);
      setAvatarMessage(undefined);
      toast.success('records.updated');
    } catch (error) {
      setAvatarMessage(avatarError(error));
      fail(error, form.setError);
    }
  });

  return (
    <Stack sx={{ gap: 2 }} component="form" noValidate onSubmit={submit}>
      <AvatarInput
        currentUrl={user.avatar}
        name={user.full_name}
        file={avatar}
        onChange={setAvatar}
        error={avatarMessage}
      />
      <FormTextField name="first_name" control={form.control} label={t('fields.first_name')} required />
      <FormTextField name="last_name" control={form.control} label={t('fields.last_name')} required />
      <FormTextField
        name="email"
        control={form.control}
        label={t('fields.email')}
        required
        type="email"
        autoComplete="email"
      />
      <FormTextField
        name="phone"
        control={form.control}
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
      />
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {tc('actions.save')}
      </Button>
    </Stack>
  );
}
