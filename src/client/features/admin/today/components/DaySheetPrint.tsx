import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Printed, Today (the desk's, or a teacher's) is the day sheet: only the day's heading, its figures and its classes,
 * black on white (the site's and the console's frames, the controls and the messages are left out).
 */
export const DAY_SHEET_PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, nav, .today-screen-only': { display: 'none !important' },
        'body, body *': { color: '#000 !important', backgroundColor: 'transparent !important', boxShadow: 'none !important' },
        a: { textDecoration: 'none !important' },
        '@page': { size: 'A4', margin: '12mm' },
      },
    }}
  />
);
