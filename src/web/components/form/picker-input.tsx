import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

type Props = {
  params: AutocompleteRenderInputParams;
  /** Whether matches are being fetched: a spinner shows before the picker's own buttons. */
  loading: boolean;
  label: ReactNode;
  placeholder: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
};

/** The text field of a picker that searches the server as the user types. */
export function PickerInput({ params, loading, ...field }: Props) {
  return (
    <TextField
      {...params}
      {...field}
      slotProps={{
        ...params.slotProps,
        input: {
          ...params.slotProps.input,
          endAdornment: (
            <>
              {loading && <CircularProgress color="inherit" size={18} />}
              {params.slotProps.input.endAdornment}
            </>
          ),
        },
      }}
    />
  );
}
