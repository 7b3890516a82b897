export const barter = {
  title: 'ბარტერი',
};
