export const documents = {
  title: 'დოკუმენტები',
};
