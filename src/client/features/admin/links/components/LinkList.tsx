import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TrackedLink } from '../../../../../shared/admin/links.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { linkQrUrl } from '../../adminApi.js';
import { selectLinks, linkArchiveChangeConfirmed, linkCopyRequested } from '../linksSlice.js';
import { channelText, mediumText } from '../../format/sourceLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** One link: its URL with Copy, its QR code (shown, and to download as SVG and PNG), its bookings, Archive (Restore once archived). */
function LinkCard({ link }: { link: TrackedLink }) {
  const dispatch = useAppDispatch();
  const { archiving } = useAppSelector(selectLinks);
  const c = useConsoleText();
  const { t } = c;
  const archived = link.archived_at !== null;
  const titleId = `link-${link.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Box
        component="img"
        src={linkQrUrl(link.id, 'svg')}
        alt={t('sources.links.qrImage', { name: link.name })}
        width={112}
        height={112}
        sx={{ flex: '0 0 auto', border: 1, borderColor: 'divider', opacity: archived ? 0.5 : 1 }}
      />
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {link.name}
          </Typography>
          {archived && <Chip size="small" label={t('sources.links.archived')} />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('sources.links.details', {
            channel: channelText(c, link.channel),
            medium: mediumText(c, link.medium),
            target: link.target,
            campaign: link.campaign,
          })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('sources.links.bookings', { count: link.bookings })}
        </Typography>
        <TextField
          label={t('sources.links.url', { name: link.name })}
          value={link.url}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          onFocus={(e) => e.target.select()}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => dispatch(linkCopyRequested(link))}>
            {t('sources.links.copy')}
          </Button>
          <Button variant="outlined" href={linkQrUrl(link.id, 'svg')} download>
            {t('sources.links.qrSvg')}
          </Button>
          <Button variant="outlined" href={linkQrUrl(link.id, 'png')} download>
            {t('sources.links.qrPng')}
          </Button>
          <Button
            color="inherit"
            loading={archiving === link.id}
            aria-label={t(archived ? 'sources.links.restoreNamed' : 'sources.links.archiveNamed', { name: link.name })}
            onClick={() => dispatch(linkArchiveChangeConfirmed({ id: link.id, archived: !archived }))}
          >
            {t(archived ? 'sources.links.restore' : 'sources.links.archive')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

export function LinkList({ links }: { links: TrackedLink[] }) {
  const { t } = useConsoleText();
  if (links.length === 0) return <Typography>{t('sources.links.none')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {links.map((link) => (
        <LinkCard key={link.id} link={link} />
      ))}
    </Box>
  );
}
