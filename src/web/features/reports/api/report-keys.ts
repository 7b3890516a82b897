/** Cache keys of the reports: the language is part of each, since names and labels come translated. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (kind: string, body: unknown, language: string) => ['reports', kind, body, language] as const,
  managers: () => ['reports', 'responsible-users'] as const,
  years: (body: unknown) => ['reports', 'years', body] as const,
  pie: (year: number, body: unknown, language: string) => ['reports', 'pie', year, body, language] as const,
};
