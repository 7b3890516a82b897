import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody, CommentModel } from '@shared/comments/contracts';
import { commentEndpoints } from '@shared/comments/endpoints';
import { call } from '../../../lib/api/api-client';
import { commentsKey } from './get-comments';

export const updateComment = (id: number, body: CommentBody) =>
  call(commentEndpoints.update, { params: { id }, body });

export function useUpdateComment(model: CommentModel, modelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CommentBody }) => updateComment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(model, modelId) }),
  });
}
