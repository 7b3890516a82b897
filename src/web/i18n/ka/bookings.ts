export const bookings = {
  title: 'ჯავშნები',
};
