/** The sale page's document and contract lists read under the same roots, so a change here reaches them. */
export const templateKeys = {
  docTemplates: ['doc-templates'] as const,
  docTemplateList: (type: string) => [...templateKeys.docTemplates, 'list', type] as const,
  docTemplate: (id: number) => [...templateKeys.docTemplates, 'detail', id] as const,
  wordTemplates: ['word-templates'] as const,
  wordTemplateList: (filters: object) => [...templateKeys.wordTemplates, 'list', filters] as const,
};
