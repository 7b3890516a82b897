import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import { AppLogo } from './app-logo';
import { MainMenu } from './main-menu';

const OPEN_WIDTH = 272;
const ICONS_WIDTH = 64;

type Props = { wide: boolean; open: boolean; onClose: () => void };

/** Wide screens: a permanent drawer that shrinks to icons. Narrow screens: a drawer over the page. */
export function SideDrawer({ wide, open, onClose }: Props) {
  const theme = useTheme();

  if (!wide) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: OPEN_WIDTH } } }}
      >
        <Toolbar>
          <AppLogo collapsed={false} />
        </Toolbar>
        <MainMenu collapsed={false} onNavigate={onClose} />
      </Drawer>
    );
  }

  const width = open ? OPEN_WIDTH : ICONS_WIDTH;
  const transition = theme.transitions.create('width', { duration: theme.transitions.duration.shorter });
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition }}
      slotProps={{ paper: { sx: { width, transition, overflowX: 'hidden' } } }}
    >
      <Toolbar disableGutters sx={{ px: open ? 2.5 : 2 }}>
        <AppLogo collapsed={!open} />
      </Toolbar>
      <MainMenu collapsed={!open} />
    </Drawer>
  );
}
