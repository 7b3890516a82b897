export const userKeys = {
  /** The employees screen's pages; what a change of an employee refreshes. */
  lists: ['users', 'list'] as const,
  list: (params: object) => [...userKeys.lists, params] as const,
  /** Every employee, for the filters that pick one. */
  options: ['users', 'options'] as const,
  assignable: ['users', 'assignable'] as const,
};
