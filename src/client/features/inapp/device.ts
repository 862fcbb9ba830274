/** What the in-app sagas need from the browser: its user agent, the page's address, the clipboard. */
export interface Device {
  /** The user agent; null where there is no browser to ask (the build's pre-render). */
  userAgent(): string | null;
  pageUrl(): string;
  /** Puts `text` on the clipboard; rejects when the browser refuses. */
  copyText(text: string): Promise<void>;
}

/** Older webviews lack navigator.clipboard (or refuse it outside https): a selected textarea and execCommand. */
function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy.');
}

export function browserDevice(): Device {
  return {
    userAgent: () => navigator.userAgent,
    pageUrl: () => window.location.href,
    async copyText(text) {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        copyWithSelection(text);
      }
    },
  };
}
