import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment, CommentModel } from '@shared/comments/contracts';
import { api } from '../../../lib/api/api-client';

export const commentsKey = (model: CommentModel, modelId: number) => ['comments', model, modelId] as const;

export const getComments = (model: CommentModel, modelId: number, signal?: AbortSignal) =>
  api.get<Comment[]>(`/comments/${model}/${modelId}`, { signal });

export const commentsQuery = (model: CommentModel, modelId: number) =>
  queryOptions({
    queryKey: commentsKey(model, modelId),
    queryFn: ({ signal }) => getComments(model, modelId, signal),
  });

export const useComments = (model: CommentModel, modelId: number) => useQuery(commentsQuery(model, modelId));
