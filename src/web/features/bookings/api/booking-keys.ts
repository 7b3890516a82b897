export const bookingKeys = {
  all: ['bookings'] as const,
  list: (params: object) => [...bookingKeys.all, 'list', params] as const,
  detail: (id: number) => [...bookingKeys.all, 'detail', id] as const,
  operators: ['bookings', 'operators'] as const,
};
