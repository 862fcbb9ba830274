import type { Api } from '../api/api.js';
import type { TranslateWidget } from '../features/ui/translateWidget.js';
import type { VisitorLocale } from '../features/ui/visitorLocale.js';
import type { CheckoutChoiceStore } from '../features/booking/checkoutChoice.js';

/**
 * Everything a saga touches outside the store. The browser passes the real ones (browserDeps.ts, from
 * index.tsx), the prerender inert ones (prerender.tsx); tests pass fakes, so a saga test replays a flow without a network, a router or a window.
 */
export interface SagaDeps {
  api: Api;
  navigate(to: string): void;
  goToUrl(url: string): void;
  alert(message: string): void;
  /** A yes/no question to the visitor (the cancel prompt, messages.confirmCancelPrompt); true when they agree. */
  confirm(message: string): boolean;
  log: { warn(message: string): void; error(message: string): void };
  currentPath(): string;
  /** Calls back with the pathname on every router navigation; returns the unsubscribe function. */
  onRouteChange(listener: (pathname: string) => void): () => void;
  translate: TranslateWidget;
  locale: VisitorLocale;
  /** The date and timeslots taken to the checkout, for the booking page when the visitor comes back without paying. */
  checkoutChoice: CheckoutChoiceStore;
}
