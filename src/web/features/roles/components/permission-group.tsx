import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { usePermissionLabel } from '../../../i18n/use-permission-label';

type Props = {
  group: string;
  permissions: string[];
  selected: ReadonlySet<string>;
  onChange: (names: string[], checked: boolean) => void;
  disabled?: boolean;
};

/** One group of the picker: a select-all box over a checkbox per permission. */
export function PermissionGroup({ group, permissions, selected, onChange, disabled }: Props) {
  const { t } = useTranslation('permissions');
  const label = usePermissionLabel();
  const count = permissions.filter((name) => selected.has(name)).length;
  return (
    <Paper variant="outlined" component="fieldset" sx={{ m: 0, p: 1.5, minWidth: 0 }}>
      <FormControlLabel
        sx={{ fontWeight: 600 }}
        disabled={disabled}
        label={<strong>{t(`groups.${group}`, { defaultValue: group })}</strong>}
        control={
          <Checkbox
            checked={count === permissions.length}
            indeterminate={count > 0 && count < permissions.length}
            onChange={(_event, checked) => onChange(permissions, checked)}
          />
        }
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pl: 3 }}>
        {permissions.map((name) => (
          <FormControlLabel
            key={name}
            disabled={disabled}
            label={label(name)}
            control={
              <Checkbox
                size="small"
                checked={selected.has(name)}
                onChange={(_event, checked) => onChange([name], checked)}
              />
            }
          />
        ))}
      </Box>
    </Paper>
  );
}
