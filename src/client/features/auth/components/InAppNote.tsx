import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { InAppBrowser } from '../../../../shared/inAppBrowser.js';
import { IN_APP_NAMES, lineExternalUrl } from '../../../../shared/inAppWayOut.js';
import { IN_APP_TEXTS } from '../../../../shared/inAppTexts.js';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectLinkByHand, selectLinkCopy } from '../../inapp/inAppSelectors.js';
import { linkCopyRequested } from '../../inapp/inAppSlice.js';
import { selectLanguage } from '../../ui/uiSelectors.js';

/**
 * In an app's webview, in place of the Google button: Google refuses sign-in there (403
 * disallowed_useragent), so this says so in the visitor's language and offers the way to the phone's
 * browser. LINE opens a link with openExternalBrowser=1 there; other apps have a menu item, and the link
 * can be copied. Its texts are already in the visitor's language: the translate widget leaves them alone.
 */
export function InAppNote({ app }: { app: InAppBrowser }) {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const copy = useAppSelector(selectLinkCopy);
  const linkToCopy = useAppSelector(selectLinkByHand);
  const { pathname, search } = useLocation();
  const t = IN_APP_TEXTS[language];
  return (
    <Box
      component="section"
      aria-labelledby="in-app-note-title"
      lang={language}
      translate="no"
      className="notranslate"
      sx={{ border: 1, borderColor: 'info.main', borderRadius: 2, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="in-app-note-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
        {t.title}
      </Typography>
      <Typography variant="body2">{t.why(IN_APP_NAMES[app])}</Typography>
      {app === 'line' ? (
        <Button component="a" href={lineExternalUrl(`${pathname}${search}`)} variant="contained" fullWidth>
          {t.openInBrowser}
        </Button>
      ) : (
        <Typography variant="body2">{t.menuHint}</Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Button variant="outlined" onClick={() => dispatch(linkCopyRequested())}>
          {t.copyLink}
        </Button>
        {/* a live region that is always there, so the confirmation is announced when it appears */}
        <Typography role="status" variant="body2" sx={{ fontWeight: 700, color: 'success.dark' }}>
          {copy === 'copied' ? t.copied : ''}
        </Typography>
      </Box>
      {copy === 'failed' && linkToCopy && (
        <>
          <Typography variant="body2">{t.copyByHand}</Typography>
          <TextField
            label={t.linkLabel}
            value={linkToCopy}
            size="small"
            slotProps={{ htmlInput: { readOnly: true, onFocus: (e: { target: HTMLInputElement }) => e.target.select() } }}
          />
        </>
      )}
      <Typography variant="body2">
        {t.stayHere}{' '}
        <Link component={RouterLink} to={paths.booking}>
          {t.bookAsGuest}
        </Link>
      </Typography>
    </Box>
  );
}
