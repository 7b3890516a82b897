import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserRow } from '@shared/users/contracts';

export function UserNameCell({ user }: { user: UserRow }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
      <Avatar src={user.avatar ?? undefined} alt={user.full_name} sx={{ width: 32, height: 32 }} />
      <Typography variant="body2" noWrap>
        {user.full_name}
      </Typography>
    </Stack>
  );
}
