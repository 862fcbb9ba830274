import { createTheme } from '@mui/material/styles';

// Colours chosen for WCAG AA contrast on white (primary #1a4fb8 ≈ 7:1, secondary #8a3b00 ≈ 7.3:1).
export const theme = createTheme({
  palette: {
    primary: { main: '#1a4fb8' },
    secondary: { main: '#8a3b00' },
    background: { default: '#f7f8fb' },
    text: { secondary: '#4a5261' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans CJK JP", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.2rem', fontWeight: 600 },
  },
  components: {
    // Visible focus everywhere: MUI marks keyboard focus with a faint ripple only; every button,
    // icon button, checkbox and calendar day gets the same 3 px ring as the header's links instead.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme: t }) => ({ '&.Mui-focusVisible': { outline: `3px solid ${t.palette.primary.main}`, outlineOffset: 2 } }),
      },
    },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    // Names the my-page tabs 'View Bookings' and 'Edit Profile': show them as written, like the buttons
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontSize: '1rem' } } },
    MuiLink: { defaultProps: { underline: 'always' } }, // links inside text must not rely on colour alone (axe link-in-text-block)
  },
});
