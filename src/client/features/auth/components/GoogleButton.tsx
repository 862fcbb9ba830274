import Button from '@mui/material/Button';
import { API_BASE } from '../../../../shared/constants.js';

/** SPEC §7: Google sign-in is a browser redirect to the API (login and signup use different paths). */
export function GoogleButton({ path, label }: { path: string; label: string }) {
  return (
    <Button component="a" href={`${API_BASE}${path}`} variant="outlined" size="large" fullWidth>
      {label}
    </Button>
  );
}
