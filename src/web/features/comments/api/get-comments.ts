import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentModel } from '@shared/comments/contracts';
import { commentEndpoints } from '@shared/comments/endpoints';
import { call } from '../../../lib/api/api-client';

export const commentsKey = (model: CommentModel, modelId: number) => ['comments', model, modelId] as const;

export const getComments = (model: CommentModel, modelId: number, signal?: AbortSignal) =>
  call(commentEndpoints.list[model], { params: { model_id: modelId }, signal });

export const commentsQuery = (model: CommentModel, modelId: number) =>
  queryOptions({
    queryKey: commentsKey(model, modelId),
    queryFn: ({ signal }) => getComments(model, modelId, signal),
  });

export const useComments = (model: CommentModel, modelId: number) => useQuery(commentsQuery(model, modelId));
