/** The settings page, the record cards and the template editor's picker all read under `all`. */
export const customFieldKeys = {
  all: ['custom-fields'] as const,
  list: (group: string) => [...customFieldKeys.all, 'list', group] as const,
  group: (group: string) => [...customFieldKeys.all, 'group', group] as const,
  values: (group: string, recordId: number) => [...customFieldKeys.all, 'values', group, recordId] as const,
  placeholders: () => [...customFieldKeys.all, 'placeholders'] as const,
};
