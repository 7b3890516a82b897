import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody, pathId } from '../errors';
import {
  CUSTOM_FIELD_GROUPS,
  customFieldBody,
  customFieldPlaceholder,
  customFieldRow,
  customFieldValuesBody,
} from './contracts';

const group = z.enum(CUSTOM_FIELD_GROUPS, { error: 'validation.invalid_value' });
/** The record whose values are read or written: a sale, a customer, a property or a complex. */
const valuesParams = z.object({ group, recordId: pathId });

export const customFieldEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/custom-fields',
    query: z.object({ group: group.optional() }),
    answer: z.array(customFieldRow),
  }),
  /** The fields as template placeholders. */
  placeholders: endpoint({
    method: 'GET',
    path: '/custom-fields/placeholders',
    answer: z.array(customFieldPlaceholder),
  }),
  create: endpoint({ method: 'POST', path: '/custom-fields', body: customFieldBody, answer: customFieldRow }),
  update: endpoint({
    method: 'PUT',
    path: '/custom-fields/:id',
    params: idParams,
    body: customFieldBody,
    answer: customFieldRow,
  }),
  remove: endpoint({ method: 'DELETE', path: '/custom-fields/:id', params: idParams, answer: okBody }),
  values: endpoint({
    method: 'GET',
    path: '/custom-fields/values/:group/:recordId',
    params: valuesParams,
    answer: customFieldValuesBody,
  }),
  saveValues: endpoint({
    method: 'PUT',
    path: '/custom-fields/values/:group/:recordId',
    params: valuesParams,
    body: customFieldValuesBody,
    answer: customFieldValuesBody,
  }),
};
