import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/use-error-text';
import { CustomerPicker } from '../../customers';

/** What the form holds about the buyers' field: its own message, or a message per buyer. */
export type BuyerErrors =
  ({ message?: string; root?: { message?: string } } & Record<number, { message?: string }>) | undefined;

type Props = {
  buyerIds: (number | null)[];
  onChange: (ids: (number | null)[]) => void;
  errors: BuyerErrors;
};

/** The sale's buyers (up to ten), each picked from the customers; the first one is required. */
export function SaleBuyersFields({ buyerIds, onChange, errors }: Props) {
  const { t } = useTranslation('sale');
  const errorText = useErrorText();
  const buyersError = errorText(errors?.message ?? errors?.root?.message);
  return (
    <Stack sx={{ gap: 1.5 }}>
      {buyerIds.map((id, index) => (
        <Stack direction="row" key={index} sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1 }}>
            <CustomerPicker
              label={buyerIds.length > 1 ? t('fields.buyer_n', { n: index + 1 }) : t('fields.buyer')}
              required={index === 0}
              value={id}
              onChange={(picked) => onChange(buyerIds.map((v, i) => (i === index ? picked : v)))}
              error={errors?.[index]?.message !== undefined}
              helperText={errorText(errors?.[index]?.message)}
            />
          </Box>
          {buyerIds.length > 1 && (
            <Tooltip title={t('actions.remove_buyer')}>
              <IconButton
                aria-label={t('actions.remove_buyer_n', { n: index + 1 })}
                onClick={() => onChange(buyerIds.filter((_, i) => i !== index))}
                sx={{ mt: 1 }}
              >
                <DeleteOutlined />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ))}
      {buyersError && <FormHelperText error>{buyersError}</FormHelperText>}
      {buyerIds.length < 10 && (
        <Box>
          <Button size="small" startIcon={<AddOutlined />} onClick={() => onChange([...buyerIds, null])}>
            {t('actions.add_buyer')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
