export const advancePayments = {
  title: 'წინასწარი გადახდები',
};
