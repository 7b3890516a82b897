import type { saleDocuments as ka } from '../ka/sale-documents';
import type { Translation } from '../translation';

export const saleDocuments: Translation<typeof ka> = {
  title: 'Договор и документы',
  loading: 'Загрузка',
  load_failed: 'Не удалось загрузить данные',
  failed: 'Не удалось выполнить действие',
  close: 'Закрыть',
  print: 'Печать',
  actions: {
    contract: 'Договор',
    letter: 'Письмо',
    sms: 'SMS',
  },
  contract: {
    title: 'Договор № {{contract}}',
    template: 'Шаблон',
    no_templates:
      'Для типа и языка этой продажи нет шаблона договора. Шаблоны (.docx) загружаются в разделе «Шаблоны».',
    preview: 'Предпросмотр',
    preview_label: 'Предпросмотр договора',
    download_docx: 'Скачать .docx',
    download_pdf: 'Скачать PDF',
    store: 'Сохранить в файлах продажи',
    stored: 'Договор сохранён в файлах продажи',
  },
  letter: {
    title: 'Письмо по договору № {{contract}}',
    template: 'Шаблон документа',
    no_templates: 'Шаблонов писем, уведомлений и квитанций пока нет. Они создаются в разделе «Шаблоны».',
    subject: 'Тема: {{subject}}',
    preview_label: 'Предпросмотр документа',
  },
  sms: {
    title: 'SMS — договор № {{contract}}',
    recipients: 'Получатели',
    recipients_hint: 'Введите номер и нажмите Enter, чтобы добавить',
    template: 'Шаблон SMS',
    message: 'Текст',
    send: 'Отправить',
    sent: 'Отправлено SMS: {{count}}',
    all_failed: 'Не удалось отправить SMS ({{count}})',
    partly_sent: 'Отправлено: {{sent}}, не отправлено: {{failed}}',
    history: 'Отправленные SMS',
    history_empty: 'По этой продаже SMS ещё не отправлялись',
    statuses: {
      sent: 'Отправлено',
      failed: 'Не отправлено',
    },
  },
  custom_fields: {
    title: 'Дополнительные поля',
    edit: 'Изменить поля',
    saved: 'Дополнительные поля сохранены',
  },
};
