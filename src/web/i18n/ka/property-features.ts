export const propertyFeatures = {
  title: 'ფართის მახასიათებლები',
  no_group: 'ჯგუფის გარეშე',
  tabs: { features: 'მახასიათებლები', groups: 'ჯგუფები' },
  features: {
    add: 'მახასიათებლის დამატება',
    add_title: 'ახალი მახასიათებელი',
    edit_title: 'მახასიათებლის რედაქტირება',
  },
  groups: { add: 'ჯგუფის დამატება', add_title: 'ახალი ჯგუფი', edit_title: 'ჯგუფის რედაქტირება' },
  fields: {
    title: 'დასახელება',
    title_en: 'დასახელება ინგლისურად',
    title_ru: 'დასახელება რუსულად',
    group: 'ჯგუფი',
    features_count: 'მახასიათებლები',
  },
};
