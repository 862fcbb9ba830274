import { HTTPFetchError, messagingApi } from '@line/bot-sdk';

/** Sends one LINE text message to a user (the Messaging API's push). */
export interface LinePusher {
  push(to: string, text: string, retryKey: string): Promise<void>;
}

/**
 * Why a push did not go: `permanent` (LINE refused it: a 4xx such as a user who blocked the account, or
 * a bad token) turns the row into its email at once; otherwise it is retried with back-off.
 */
export class LinePushError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * The Messaging API through LINE's SDK, at `apiBase` (LINE_API_BASE: a stand-in in tests). The outbox row's
 * UUID goes as X-Line-Retry-Key, so a push retried after a lost answer is delivered once: LINE answers
 * 409 to a key it has already accepted, which means sent.
 */
export function linePusher(channelAccessToken: string, apiBase: string, timeoutMs = 10_000): LinePusher {
  const api = new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: apiBase });
  return {
    async push(to, text, retryKey) {
      let timer: NodeJS.Timeout | undefined;
      // A push that hangs must not hold the outbox worker: it is retried later, and if LINE did take it,
      // the retry key makes the next try a 409 (sent), not a second message.
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new LinePushError(`LINE push: no answer in ${timeoutMs} ms`, false)), timeoutMs);
      });
      try {
        await Promise.race([api.pushMessage({ to, messages: [{ type: 'text', text }] }, retryKey), timeout]);
      } catch (e) {
        if (e instanceof LinePushError) throw e;
        if (e instanceof HTTPFetchError) {
          if (e.status === 409) return; // this retry key was accepted before
          const permanent = e.status >= 400 && e.status < 500 && e.status !== 429;
          throw new LinePushError(`LINE push answered ${e.status}: ${e.body.slice(0, 200)}`, permanent);
        }
        throw new LinePushError(`LINE push failed: ${(e as Error).message}`, false);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
