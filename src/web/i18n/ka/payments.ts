export const payments = {
  title: 'გადახდები',
};
