/** What the in-app sagas need from the browser: its user agent, the page's address, the clipboard. */
export interface Device {
  userAgent(): string;
  pageUrl(): string;
  /** Puts `text` on the clipboard; rejects (or throws) when the browser refuses or has no clipboard. */
  copyText(text: string): Promise<void>;
}

export const browserDevice = (): Device => ({
  userAgent: () => navigator.userAgent,
  pageUrl: () => window.location.href,
  copyText: (text) => navigator.clipboard.writeText(text),
});
