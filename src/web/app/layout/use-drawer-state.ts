import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';

const EXPANDED_KEY = 'drawerExpanded';

/** Wide screens remember whether the drawer was shrunk to icons; narrow screens open it on demand. */
export function useDrawerState() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [expanded, setExpanded] = useState(() => localStorage.getItem(EXPANDED_KEY) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = () => {
    if (!wide) return setMobileOpen(!mobileOpen);
    localStorage.setItem(EXPANDED_KEY, String(!expanded));
    setExpanded(!expanded);
  };
  return { wide, open: wide ? expanded : mobileOpen, toggle, close: () => setMobileOpen(false) };
}
