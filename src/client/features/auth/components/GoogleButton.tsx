import Button from '@mui/material/Button';
import { API_BASE } from '../../../../shared/constants.js';
import { useAppSelector } from '../../../app/hooks.js';
import { selectReturnTo } from '../authSelectors.js';

/**
 * Google sign-in is a browser redirect to the API (login and signup use different paths). The
 * page that asked for a login (a console page) goes along as `return_to`, so Google brings the person
 * back there as a password login does (the server accepts only this site's console and /app paths).
 */
export function GoogleButton({ path, label }: { path: string; label: string }) {
  const returnTo = useAppSelector(selectReturnTo);
  const query = returnTo ? `?${new URLSearchParams({ return_to: returnTo })}` : '';
  return (
    <Button component="a" href={`${API_BASE}${path}${query}`} variant="outlined" size="large" fullWidth>
      {label}
    </Button>
  );
}
