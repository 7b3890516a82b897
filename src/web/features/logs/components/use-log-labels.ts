import { useTranslation } from 'react-i18next';

/** Where the field names of each logged entity are translated (the feature's own namespace). */
const ENTITY_NAMESPACES: Record<string, string> = {
  user: 'users',
  role: 'roles',
  bank: 'banks',
  company: 'company',
};

/** Labels for what the server logs; a name without a translation shows as it is. */
export function useLogLabels() {
  const { t } = useTranslation('logs');
  return {
    action: (action: string) => t(`actions.${action}`, { defaultValue: action }),
    entity: (entity: string) => t(`entity_types.${entity}`, { defaultValue: entity }),
    field: (entity: string, field: string) => {
      const ns = ENTITY_NAMESPACES[entity];
      return ns ? t(`fields.${field}`, { ns, defaultValue: field }) : field;
    },
  };
}
