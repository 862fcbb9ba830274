import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { API_BASE } from '../../../../shared/constants.js';
import { useAppSelector } from '../../../app/hooks.js';
import { selectBrowserKnown, selectInAppBrowser } from '../../inapp/inAppSelectors.js';
import { useInApp } from '../../inapp/useInApp.js';
import { selectReturnTo } from '../authSelectors.js';
import { InAppNote } from './InAppNote.js';

/**
 * Google sign-in is a browser redirect to the API (login and signup use different paths). The
 * page that asked for a login (a console page) goes along as `return_to`, so Google brings the person
 * back there as a password login does (the server accepts only this site's console and /app paths).
 * In an app's webview, where Google refuses to sign anyone in, the note on the way out takes its place;
 * until the browser is known (the build's pre-rendered copy, the first render), only the button's room is kept.
 */
export function GoogleButton({ path, label }: { path: string; label: string }) {
  useInApp();
  const returnTo = useAppSelector(selectReturnTo);
  const known = useAppSelector(selectBrowserKnown);
  const app = useAppSelector(selectInAppBrowser);
  if (!known) return <Box sx={{ minHeight: 42 }} />;
  if (app) return <InAppNote app={app} />;
  const query = returnTo ? `?${new URLSearchParams({ return_to: returnTo })}` : '';
  return (
    <Button component="a" href={`${API_BASE}${path}${query}`} variant="outlined" size="large" fullWidth>
      {label}
    </Button>
  );
}
