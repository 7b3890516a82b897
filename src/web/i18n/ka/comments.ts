export const comments = {
  title: 'კომენტარები',
};
