import { z } from 'zod';
import { Email, PersonName } from './auth.js';
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

/** Whom a guest's LINE messages go to (LINE's display name), or null when this browser has not continued with LINE. */
export const LineVisitorInfo = z.object({ name: z.string().nullable() });
export type LineVisitorInfo = z.infer<typeof LineVisitorInfo>;

/** A new account for the LINE user this browser signed in as: name (prefilled from LINE) and email, given once. */
export const LineSignupBody = z.strictObject({ name: PersonName, email: Email });
export type LineSignupBody = z.infer<typeof LineSignupBody>;
