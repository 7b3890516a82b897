export const notifications = {
  title: 'შეტყობინებები',
  bell_label: 'შეტყობინებები, წაუკითხავი: {{count}}',
  manager_title: 'თანამშრომლების შეტყობინებები',
  open: 'გახსნა',
  mark_read: 'წაკითხულად მონიშვნა',
  mark_all_read: 'ყველას წაკითხულად მონიშვნა',
  view_all: 'ყველა შეტყობინება',
  no_unread: 'წაუკითხავი შეტყობინება არ გაქვთ',
  only_unread: 'მხოლოდ წაუკითხავი',
  status: { read: 'წაკითხული', unread: 'წაუკითხავი' },
  fields: { created_at: 'თარიღი', recipient: 'ადრესატი', text: 'შეტყობინება', status: 'სტატუსი' },
};
