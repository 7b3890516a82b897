export const invoices = {
  title: 'ინვოისები',
};
