export const sales = {
  title: 'გაყიდვები',
};
