import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody, CommentModel } from '@shared/comments/contracts';
import { commentEndpoints } from '@shared/comments/endpoints';
import { call } from '../../../lib/api/api-client';
import { commentsKey } from './get-comments';

export const addComment = (model: CommentModel, modelId: number, body: CommentBody) =>
  call(commentEndpoints.add[model], { params: { model_id: modelId }, body });

export function useAddComment(model: CommentModel, modelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) => addComment(model, modelId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(model, modelId) }),
  });
}
