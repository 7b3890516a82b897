export const customers = {
  title: 'კლიენტები',
};
