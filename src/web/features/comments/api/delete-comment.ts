import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentModel } from '@shared/comments/contracts';
import { commentEndpoints } from '@shared/comments/endpoints';
import { call } from '../../../lib/api/api-client';
import { commentsKey } from './get-comments';

export const deleteComment = (id: number) => call(commentEndpoints.remove, { params: { id } });

export function useDeleteComment(model: CommentModel, modelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(model, modelId) }),
  });
}
