import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectLinks, linksPageOpened } from '../linksSlice.js';
import { LinkForm } from '../components/LinkForm.js';
import { LinkList } from '../components/LinkList.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { linksArea } from '../linksArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(linksArea);

/** /admin/links: tracked links and their QR codes; each counts the bookings it brought. */
export function LinksPage() {
  const dispatch = useAppDispatch();
  const { list, status, error, notice, lastCreated } = useAppSelector(selectLinks);
  const { t, m } = useConsoleText();
  useEffect(() => {
    dispatch(linksPageOpened());
  }, [dispatch]);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('sources.links.title')}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{t('sources.links.intro')}</Typography>
      <LinkForm key={lastCreated ?? 0} />
      <Box component="section" aria-labelledby="links-list-title">
        <Typography id="links-list-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          {t('sources.links.list')}
        </Typography>
        {/* Copy and Archive say how they went here (polite: the focus stays on the button) */}
        <Typography role="status" sx={{ mb: notice ? 1.5 : 0 }}>
          {notice ? m(notice) : ''}
        </Typography>
        {status === 'loading' && !list && (
          <Skeleton variant="rounded" height={200} role="progressbar" aria-label={t('sources.links.loading')} />
        )}
        {status === 'failed' && error && (
          <Alert severity="error" role="alert">
            {m(error)}
          </Alert>
        )}
        {list && <LinkList links={list} />}
      </Box>
    </>
  );
}
