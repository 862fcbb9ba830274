import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  defaultMedium,
  LINK_CHANNELS,
  LINK_MEDIUMS,
  LINK_TARGETS,
  type LinkChannel,
  type LinkMedium,
  type LinkTarget,
} from '../../../../../shared/sourceWords.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectLinks, linkCreateSubmitted } from '../linksSlice.js';
import { channelText, mediumText } from '../../format/sourceLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { StaffOutcome } from '../../components/StaffOutcome.js';

interface Draft {
  name: string;
  channel: LinkChannel;
  medium: LinkMedium;
  target: LinkTarget;
  campaign: string;
}
const EMPTY: Draft = { name: '', channel: 'line', medium: defaultMedium('line'), target: 'booking', campaign: '' };

/** "New link" (LinksPage keys it by the last link made, so it starts afresh after each): a name, a channel (its usual use chosen with it), where it opens, and an optional campaign. */
export function LinkForm() {
  const dispatch = useAppDispatch();
  const { save, saveMessage } = useAppSelector(selectLinks);
  const c = useConsoleText();
  const { t } = c;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { campaign, ...rest } = draft;
    dispatch(linkCreateSubmitted({ ...rest, name: rest.name.trim(), ...(campaign.trim() && { campaign: campaign.trim() }) }));
  };
  const field = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  return (
    <Box component="section" aria-labelledby="link-new-title" sx={{ mb: 4 }}>
      <Typography id="link-new-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('sources.links.new')}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        aria-labelledby="link-new-title"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 720 }}
      >
        <TextField
          label={t('sources.links.name')}
          helperText={t('sources.links.nameHelp')}
          value={draft.name}
          onChange={field('name')}
          required
        />
        <TextField
          select
          label={t('sources.links.channel')}
          value={draft.channel}
          onChange={(e) => {
            const channel = e.target.value as LinkChannel;
            setDraft({ ...draft, channel, medium: defaultMedium(channel) });
          }}
        >
          {LINK_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {channelText(c, channel)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('sources.links.medium')} value={draft.medium} onChange={field('medium')}>
          {LINK_MEDIUMS.map((medium) => (
            <MenuItem key={medium} value={medium}>
              {mediumText(c, medium)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('sources.links.target')} value={draft.target} onChange={field('target')}>
          {LINK_TARGETS.map((target) => (
            <MenuItem key={target} value={target}>
              {t(`sources.target.${target}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('sources.links.campaign')}
          helperText={t('sources.links.campaignHelp')}
          value={draft.campaign}
          onChange={field('campaign')}
          slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'none', spellCheck: false } }}
        />
        <Box sx={{ alignSelf: 'start' }}>
          <Button type="submit" variant="contained" loading={save === 'loading'} sx={{ minHeight: 56 }}>
            {t('sources.links.create')}
          </Button>
        </Box>
      </Box>
      <StaffOutcome outcome={{ status: save, message: saveMessage }} />
    </Box>
  );
}
