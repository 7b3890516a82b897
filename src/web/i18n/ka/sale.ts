export const sale = {
  title: 'გაყიდვა',
};
