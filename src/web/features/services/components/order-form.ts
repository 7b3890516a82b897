import {
  containerBody,
  renovationBody,
  type ServiceOrderDetail,
  type ServiceOrderKind,
} from '@shared/services/contracts';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

type LineValues = { service_type_id: string; quantity: string; unit_price: string };

/** The dialog's fields, named as the body names them, so an error of the body lands on its field. */
export type OrderFormValues = {
  sale_id: string;
  title: string;
  status: string;
  lines: LineValues[];
  with_schedule: boolean;
  schedule: {
    params: { start_month: string; count: string; payment_day: string; formula: string };
    first_installment_amount: string;
    first_installment_date: string;
  };
};

export const blankLine: LineValues = { service_type_id: '', quantity: '', unit_price: '' };

export function initialOrderValues(
  kind: ServiceOrderKind,
  order: ServiceOrderDetail | null,
  saleId: number | null,
): OrderFormValues {
  return {
    sale_id: order ? String(order.sale_id) : saleId ? String(saleId) : '',
    title: order?.title ?? '',
    status: order?.status ?? (kind === 'renovation' ? 'not_started' : 'active'),
    lines: order
      ? order.lines.map((l) => ({
          service_type_id: String(l.service_type_id),
          quantity: l.quantity,
          unit_price: l.unit_price,
        }))
      : [blankLine],
    with_schedule: !order,
    schedule: {
      params: { start_month: '', count: '', payment_day: '10', formula: '' },
      first_installment_amount: '',
      first_installment_date: '',
    },
  };
}

/**
 * The body the server takes: empty fields left out, so the server's defaults apply. Its shape is the
 * contract's to check, which the form's schema runs next.
 */
function toBody({ with_schedule, schedule, lines, ...order }: OrderFormValues): Record<string, unknown> {
  return {
    ...order,
    lines: lines.map((l) => ({
      service_type_id: l.service_type_id,
      ...(l.quantity ? { quantity: l.quantity } : {}),
      ...(l.unit_price ? { unit_price: l.unit_price } : {}),
    })),
    ...(with_schedule
      ? {
          schedule: {
            params: { ...schedule.params, formula: schedule.params.formula || undefined },
            first_installment_amount: schedule.first_installment_amount || '0',
            first_installment_date: schedule.first_installment_date || null,
          },
        }
      : {}),
  };
}

const orderBodies = { renovation: renovationBody, container: containerBody };

/** The dialog's values checked as the body they become, by the contract the server checks it with. */
export const orderForm = (kind: ServiceOrderKind) =>
  z.custom<OrderFormValues>().transform(toBody).pipe(orderBodies[kind]);

export type OrderBody = z.output<ReturnType<typeof orderForm>>;
/** The fields work on the typed values; the body the schema makes only reaches the submit handler. */
export type OrderControl = Control<OrderFormValues>;
