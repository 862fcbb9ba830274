import type { SxProps, Theme } from '@mui/material/styles';

// The always-loaded shell (header, footer, home hero) styles its links and buttons with sx
// instead of MUI's Button, whose ButtonBase and ripple would add ~7 KB to the first load.
const base = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  font: 'inherit',
  fontWeight: 500,
  textDecoration: 'none',
  border: 0,
  borderRadius: 1,
  px: 1.5,
  py: 0.75,
  minHeight: 40,
  cursor: 'pointer',
  bgcolor: 'transparent',
  color: 'text.primary',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

export const textButtonSx: SxProps<Theme> = base;
export const outlinedButtonSx: SxProps<Theme> = {
  ...base,
  border: 1,
  borderColor: 'primary.main',
  color: 'primary.main',
  bgcolor: 'background.paper',
};
export const containedButtonSx: SxProps<Theme> = {
  ...base,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontWeight: 700,
  px: 3,
  py: 1.25,
  '&:hover': { bgcolor: 'primary.dark' },
};

/** A centred column like MUI's Container, without its component (the shell and home use it). */
export const columnSx = (maxWidth: number) => ({ width: '100%', maxWidth, mx: 'auto', px: { xs: 2, sm: 3 } });
