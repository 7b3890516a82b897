import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentModel } from '@shared/comments/contracts';
import { api } from '../../../lib/api/api-client';
import { commentsKey } from './get-comments';

export const deleteComment = (id: number) =>
  api.delete<{ success: boolean; message?: string }>(`/comments/${id}`);

export function useDeleteComment(model: CommentModel, modelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(model, modelId) }),
  });
}
