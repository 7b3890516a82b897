import { useTranslation } from 'react-i18next';

/** Every permission of src/shared/permissions.ts has a label; an unknown name shows as it is. */
export function usePermissionLabel() {
  const { t } = useTranslation('permissions');
  return (permission: string) => t(`names.${permission}`, { defaultValue: permission });
}
