import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdvancePayment } from '@shared/advance-payments/contracts';
import { formatAmount } from '@shared/money/money';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  advances: AdvancePayment[];
  checkedIds: number[];
  setCheckedIds: Dispatch<SetStateAction<number[]>>;
};

/** The buyers' advances not applied yet, to tick the ones that become the sale's first payments. */
export function SaleAdvancesField({ advances, checkedIds, setCheckedIds }: Props) {
  const { t } = useTranslation('sale');
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('advances.hint')}
      </Typography>
      <FormGroup>
        {advances.map((a) => (
          <FormControlLabel
            key={a.id}
            control={
              <Checkbox
                checked={checkedIds.includes(a.id)}
                onChange={(_, checked) =>
                  setCheckedIds((ids) => (checked ? [...ids, a.id] : ids.filter((x) => x !== a.id)))
                }
              />
            }
            label={t('advances.item', {
              amount: formatAmount(a.amount, a.currency),
              date: a.paid_at,
              customer: a.customer_name,
            })}
          />
        ))}
      </FormGroup>
    </Stack>
  );
}
