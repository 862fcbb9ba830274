import { z } from 'zod';
import { LINE_NOTIFY_CHOICES } from './lineConstants.js';

// LINE on the visitor's side: sign in with LINE, connect it on my page, and how booking messages reach the visitor.
export * from './lineConstants.js';

export const LineNotify = z.enum(LINE_NOTIFY_CHOICES);

/** My page's LINE section: connected or not, whether the school's account can reach the visitor (a friend), the choice. */
export const MyLine = z.object({ connected: z.boolean(), reachable: z.boolean(), notify: LineNotify });
export type MyLine = z.infer<typeof MyLine>;

export const MyLineSettingsBody = z.strictObject({ notify: LineNotify });
export type MyLineSettingsBody = z.infer<typeof MyLineSettingsBody>;

export const LineConnectStarted = z.object({ url: z.string() });
export type LineConnectStarted = z.infer<typeof LineConnectStarted>;
