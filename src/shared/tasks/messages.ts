import type { MessageCatalogue } from '../i18n/locales';

/** Server texts of tasks: refusals and the title of a task a notification rule creates. */
export const tasksMessages = {
  'tasks.due_date_invalid': {
    ka: 'ვადა მიუთითეთ ფორმატით წწწწ-თთ-დდ (საჭიროების შემთხვევაში დროითაც)',
    en: 'Give the due date as YYYY-MM-DD, with a time if needed',
    ru: 'Укажите срок в формате ГГГГ-ММ-ДД (при необходимости со временем)',
  },
  'tasks.time_without_date': {
    ka: 'დრო მიუთითეთ მხოლოდ თარიღთან ერთად',
    en: 'Give a time only with a date',
    ru: 'Время указывается только вместе с датой',
  },
  'tasks.time_invalid': {
    ka: 'დრო ჩაწერეთ ფორმატით სს:წწ',
    en: 'Write the time as HH:mm',
    ru: 'Запишите время в формате ЧЧ:мм',
  },
  'tasks.assignee_inactive': {
    ka: 'შემსრულებელი აქტიური თანამშრომელი უნდა იყოს',
    en: 'The assignee must be an active employee',
    ru: 'Исполнителем может быть только действующий сотрудник',
  },
  'tasks.record_not_found': {
    ka: 'ჩანაწერი ვერ მოიძებნა ან მისი ნახვის უფლება არ გაქვთ',
    en: 'The record was not found or you may not see it',
    ru: 'Запись не найдена или у вас нет права её видеть',
  },
  'tasks.not_yours': {
    ka: 'ამ დავალების შეცვლა შეუძლია მის ავტორს, შემსრულებელს ან დავალებების მმართველს',
    en: 'Only its creator, its assignee or a task manager may change this task',
    ru: 'Изменить задачу может её автор, исполнитель или менеджер задач',
  },
  'tasks.delete_not_yours': {
    ka: 'დავალების წაშლა შეუძლია მხოლოდ მის ავტორს ან დავალებების მმართველს',
    en: 'Only its creator or a task manager may delete this task',
    ru: 'Удалить задачу может только её автор или менеджер задач',
  },
  'tasks.rule_task_title': {
    ka: 'დაუკავშირდით მყიდველს: ხელშეკრულება №{contract_no}, შენატანი №{number} (ვადა {due_date})',
    en: 'Contact the buyer: contract No. {contract_no}, instalment No. {number} (due {due_date})',
    ru: 'Свяжитесь с покупателем: договор № {contract_no}, платёж № {number} (срок {due_date})',
  },
  'tasks.rule_service_task_title': {
    ka: 'დაუკავშირდით მყიდველს: ხელშეკრულება №{contract_no}, {service} — შენატანი №{number} (ვადა {due_date})',
    en: 'Contact the buyer: contract No. {contract_no}, {service} — instalment No. {number} (due {due_date})',
    ru: 'Свяжитесь с покупателем: договор № {contract_no}, {service} — платёж № {number} (срок {due_date})',
  },
} satisfies MessageCatalogue;
