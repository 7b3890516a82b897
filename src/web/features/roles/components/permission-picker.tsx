import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { PermissionGroup } from './permission-group';

type Props = {
  groups: Record<string, string[]>;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};

export function PermissionPicker({ groups, value, onChange, error }: Props) {
  const selected = new Set(value);
  const toggle = (names: string[], checked: boolean) => {
    const next = new Set(selected);
    for (const name of names) {
      if (checked) next.add(name);
      else next.delete(name);
    }
    onChange([...next]);
  };
  return (
    <Stack sx={{ gap: 1.5 }}>
      {Object.entries(groups).map(([group, permissions]) => (
        <PermissionGroup
          key={group}
          group={group}
          permissions={permissions}
          selected={selected}
          onChange={toggle}
        />
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
