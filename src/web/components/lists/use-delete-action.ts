import { useTranslation } from 'react-i18next';
import { useConfirm } from '../dialogs/confirm-context';
import { useToast } from '../feedback/toast-context';
import { useFailureHandler } from '../feedback/use-failure-handler';

/**
 * Confirm, delete, then toast: the server's message when it sends one (a user with history is
 * deactivated rather than deleted, and the message says so), 'Record deleted successfully' otherwise.
 */
export function useDeleteAction<Id>(remove: (id: Id) => Promise<{ message?: string }>) {
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const { t } = useTranslation('common');
  return async (id: Id) => {
    if (!(await confirm({ confirmLabel: t('actions.delete') }))) return;
    try {
      const answer = await remove(id);
      toast.success(answer.message ?? 'records.deleted');
    } catch (error) {
      fail(error);
    }
  };
}
