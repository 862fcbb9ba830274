import { referralLabel, type LinkChannel, type LinkMedium, type SourceColumns } from '../../../../shared/sourceWords.js';
import type { ConsoleText } from '../i18n/useConsoleText.js';

// Where visitors came from, in the member's language: "line / qr / flyer" as the link recorded it (codes,
// the same in every language, as the CSV has them), another site's host, or "Direct / unknown".

/** The channels that are brands keep their own names in every language. */
const BRANDS: Partial<Record<LinkChannel, string>> = { line: 'LINE', instagram: 'Instagram', wechat: 'WeChat', facebook: 'Facebook' };

export const channelText = ({ t }: ConsoleText, channel: LinkChannel) =>
  BRANDS[channel] ?? t(`sources.channel.${channel as 'flyer' | 'email' | 'other'}`);

export const mediumText = ({ t }: ConsoleText, medium: LinkMedium) => t(`sources.medium.${medium}`);

/** "line / qr / flyer", "www.instagram.com", or "Direct / unknown". */
export const cameFromText = ({ t }: ConsoleText, source: SourceColumns | null | undefined) => referralLabel(source) ?? t('sources.direct');
