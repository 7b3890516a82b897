import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SaleRow } from '@shared/sales/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced';
import { useSaleSearch } from '../api/search-sales';

const saleLabel = (sale: SaleRow) => `№${sale.contract_no} · ${sale.customer_name}`;

/** The sale a ticket concerns, found by its contract number among the sales the user may see. */
export function SalePicker({ onChange }: { onChange: (id: number | null) => void }) {
  const { t } = useTranslation('tickets');
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<SaleRow | null>(null);
  const term = useDebounced(input.trim(), 250);
  const found = useSaleSearch(term, term.length > 0);
  return (
    <Autocomplete<SaleRow, false, false, false>
      value={picked}
      options={term ? (found.data?.data ?? []) : []}
      filterOptions={(all) => all}
      getOptionLabel={saleLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, sale) => {
        setPicked(sale);
        onChange(sale?.id ?? null);
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      loading={term.length > 0 && found.isFetching}
      loadingText={t('sale_picker.loading')}
      noOptionsText={term ? t('sale_picker.nothing_found') : t('sale_picker.type_to_search')}
      renderOption={(props, sale) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <span>
              №{sale.contract_no} · {sale.customer_name}
              <br />
              <small style={{ opacity: 0.7 }}>
                {[sale.building_name, sale.units].filter(Boolean).join(', ')}
              </small>
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={t('sale_picker.label')} />}
    />
  );
}
