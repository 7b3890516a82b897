import Button from '@mui/material/Button';
import type { PropertyRow } from '@shared/properties/contracts';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { useToast } from '../../../components/feedback/toast-context';
import { useChangeStatus } from '../api/change-status';

/** Free <-> not for sale; other statuses follow bookings and sales, so the button hides for them. */
export function StatusToggle({ unit }: { unit: Pick<PropertyRow, 'id' | 'status'> }) {
  const { t } = useTranslation('properties');
  const change = useChangeStatus();
  const toast = useToast();
  const fail = useFailureHandler();
  const current = unit.status;
  if (current !== 'free' && current !== 'not_for_sale') return null;
  const next = current === 'free' ? 'not_for_sale' : 'free';
  const run = () =>
    change.mutateAsync({ id: unit.id, status: next, expected_status: current }).then(
      () => toast.success('records.updated'),
      (error: unknown) => fail(error),
    );
  return (
    <Button variant="outlined" loading={change.isPending} onClick={() => void run()}>
      {next === 'free' ? t('actions.release') : t('actions.withdraw')}
    </Button>
  );
}
