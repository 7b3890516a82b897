import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { tbilisiToday } from '@shared/dates/date-formats';
import { changeCustomersBody, type ChangeCustomersBody, type SaleDetail } from '@shared/sales/contracts';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveAndClose } from '../../../../components/form/use-save-and-close';
import { CustomerPicker } from '../../../customers';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { FormDateInput } from '../../../../components/form/form-date-input';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useErrorText } from '../../../../components/form/use-error-text';
import { useChangeSaleBuyers } from '../api/change-sale-buyers';

type Output = ReturnType<typeof changeCustomersBody.parse>;
type ListError = { message?: string; root?: { message?: string } } & Record<number, { message?: string }>;

/** Assigns the contract to other buyers: the former ones stay in the sale's history with date and reason. */
export function ChangeBuyersDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t } = useTranslation('sale');
  const errorText = useErrorText();
  const current = sale.customers.filter((c) => !c.removed_at).map((c) => c.customer_id);
  const form = useForm<ChangeCustomersBody, unknown, Output>({
    resolver: zodResolver(changeCustomersBody),
    defaultValues: { customer_ids: current.length > 0 ? current : [null], date: tbilisiToday(), reason: '' },
  });
  const ids = useController({ control: form.control, name: 'customer_ids' });
  const buyers = ids.field.value as (number | null)[];
  const errors = ids.fieldState.error as ListError | undefined;
  const listError = errorText(errors?.message ?? errors?.root?.message);
  const save = useChangeSaleBuyers(sale.id);
  const submit = useSaveAndClose(form, save.mutateAsync, onClose, t('buyers.changed'));
  return (
    <FormDialog
      open
      title={t('buyers.change_title', { contract: sale.contract_no })}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <Typography variant="body2" color="text.secondary">
        {t('buyers.change_hint')}
      </Typography>
      <Stack sx={{ gap: 1.5 }}>
        {buyers.map((id, index) => (
          <Stack direction="row" key={index} sx={{ gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1 }}>
              <CustomerPicker
                label={buyers.length > 1 ? t('fields.buyer_n', { n: index + 1 }) : t('fields.buyer')}
                required={index === 0}
                value={id}
                onChange={(picked) => ids.field.onChange(buyers.map((v, i) => (i === index ? picked : v)))}
                error={errors?.[index]?.message !== undefined}
                helperText={errorText(errors?.[index]?.message)}
              />
            </Box>
            {buyers.length > 1 && (
              <Tooltip title={t('actions.remove_buyer')}>
                <IconButton
                  aria-label={t('actions.remove_buyer_n', { n: index + 1 })}
                  onClick={() => ids.field.onChange(buyers.filter((_, i) => i !== index))}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ))}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
        {buyers.length < 10 && (
          <Box>
            <Button
              size="small"
              startIcon={<AddOutlined />}
              onClick={() => ids.field.onChange([...buyers, null])}
            >
              {t('actions.add_buyer')}
            </Button>
          </Box>
        )}
      </Stack>
      <FormDateInput name="date" control={form.control} label={t('buyers.change_date')} required />
      <FormTextField
        name="reason"
        control={form.control}
        label={t('fields.reason')}
        required
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
