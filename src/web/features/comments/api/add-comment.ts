import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentBody, CommentModel } from '@shared/comments/contracts';
import { api } from '../../../lib/api/api-client';
import { commentsKey } from './get-comments';

export const addComment = (model: CommentModel, modelId: number, body: CommentBody) =>
  api.post<Comment>(`/comments/${model}/${modelId}`, body);

export function useAddComment(model: CommentModel, modelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => addComment(model, modelId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(model, modelId) }),
  });
}
