import { useTranslation } from 'react-i18next';

/** Seeded roles have translated names; a role created on /role-permission shows as it was named. */
export function useRoleLabel() {
  const { t } = useTranslation('permissions');
  return (role: string) => t(`role_names.${role}`, { defaultValue: role });
}
