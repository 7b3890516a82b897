import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { COMMENT_MODELS, type Comment, type CommentModel } from '@shared/comments/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useMayAct } from '../../../lib/auth/permissions';
import { LoadError } from '../../../components/feedback/load-error';
import { formatDateTime } from '../../../components/format-date-time';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useAddComment } from '../api/add-comment';
import { CommentEditor } from './comment-editor';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { useUpdateComment } from '../api/update-comment';

/** The comments left on a record, newest last, with a box to add one (spec: comments on model/model_id). */
export function CommentsPanel({ model, modelId }: { model: CommentModel; modelId: number }) {
  const { t } = useTranslation('comments');
  const comments = useComments(model, modelId);
  const add = useAddComment(model, modelId);
  const canWrite = useMayAct()(...COMMENT_MODELS[model]);

  return (
    <Stack component="section" aria-label={t('title')} sx={{ gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2">
        {t('title')}
      </Typography>
      {comments.isPending ? (
        <PageLoader />
      ) : comments.isError ? (
        <LoadError error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Stack divider={<Divider flexItem />} sx={{ gap: 1 }}>
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} model={model} modelId={modelId} />
          ))}
        </Stack>
      )}
      {canWrite && (
        <CommentEditor label={t('new')} submitLabel={t('add')} onSubmit={(body) => add.mutateAsync(body)} />
      )}
    </Stack>
  );
}

function CommentItem({
  comment,
  model,
  modelId,
}: {
  comment: Comment;
  model: CommentModel;
  modelId: number;
}) {
  const { t } = useTranslation('comments');
  const common = useTranslation('common').t;
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment(model, modelId);
  const remove = useDeleteAction(useDeleteComment(model, modelId).mutateAsync);

  if (editing)
    return (
      <CommentEditor
        initial={comment.body}
        label={t('edit')}
        submitLabel={common('actions.save')}
        onCancel={() => setEditing(false)}
        onSubmit={(body) => update.mutateAsync({ id: comment.id, body }).then(() => setEditing(false))}
      />
    );

  return (
    <Stack component="article" aria-label={comment.author_name} sx={{ gap: 0.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2">{comment.author_name || t('unknown_author')}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {formatDateTime(comment.created_at)}
          {comment.edited && ` · ${t('edited')}`}
        </Typography>
        {comment.can_change && (
          <>
            <Tooltip title={common('actions.edit')}>
              <IconButton size="small" aria-label={common('actions.edit')} onClick={() => setEditing(true)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={common('actions.delete')}>
              <IconButton
                size="small"
                aria-label={common('actions.delete')}
                onClick={() => void remove(comment.id)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Typography>
    </Stack>
  );
}
