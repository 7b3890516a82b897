export const advancePaymentKeys = {
  all: ['advance-payments'] as const,
  list: (params: object) => [...advancePaymentKeys.all, 'list', params] as const,
};
