import type { reports as ka } from '../ka/reports';
import type { Translation } from '../translation';

export const reports: Translation<typeof ka> = {
  period: 'Период',
  complexes: 'Комплексы',
  managers: 'Ответственные менеджеры',
  statuses: 'Статусы продаж',
  all: 'Все',
  money_view: 'Суммы',
  views: {
    original: 'По валютам',
    GEL: 'В лари',
    USD: 'В долларах',
  },
  print: 'Печать',
  excel: 'Excel',
  empty: 'За этот период данных нет',
  first_rows: 'Показаны первые {{shown}} из {{total}} строк. В файле Excel — все.',
  chart_currency: 'Валюта диаграммы',
  ageing: 'Просроченная сумма',
  statistics_hint: 'Последние двенадцать месяцев в лари, по курсу Национального банка.',
  sales_per_month: 'Продажи и поступления по месяцам',
  year_sales: 'Продажи года',
  year: 'Год',
  pie: {
    status: 'По статусу',
    type: 'По типу помещения',
    building: 'По комплексам',
  },
};
