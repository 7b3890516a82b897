import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { idParams, okBody } from '../errors';
import { comment, commentBody, commentModels, commentOwnerParams, type CommentModel } from './contracts';

/** One entry per model: each model's pair of routes declares the permission that reads its record. */
const perModel = <E>(entryOf: (model: CommentModel) => E) =>
  Object.fromEntries(commentModels.map((model) => [model, entryOf(model)])) as Record<CommentModel, E>;

export const commentEndpoints = {
  list: perModel((model) =>
    endpoint({
      method: 'GET',
      path: `/comments/${model}/:model_id`,
      params: commentOwnerParams,
      answer: z.array(comment),
    }),
  ),
  add: perModel((model) =>
    endpoint({
      method: 'POST',
      path: `/comments/${model}/:model_id`,
      params: commentOwnerParams,
      body: commentBody,
      answer: comment,
    }),
  ),
  update: endpoint({
    method: 'PUT',
    path: '/comments/:id',
    params: idParams,
    body: commentBody,
    answer: comment,
  }),
  remove: endpoint({ method: 'DELETE', path: '/comments/:id', params: idParams, answer: okBody }),
};
