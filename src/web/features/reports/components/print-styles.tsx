import GlobalStyles from '@mui/material/GlobalStyles';

/** On paper only the report: the app's bar, menu and the screen's controls stay off the page. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, .MuiDrawer-root, .no-print': { display: 'none !important' },
          main: { margin: '0 !important', padding: '0 !important', width: '100% !important' },
        },
      }}
    />
  );
}
