export const agents = {
  title: 'აგენტები',
};
