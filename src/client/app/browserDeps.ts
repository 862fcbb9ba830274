import type { DataRouter } from 'react-router-dom';
import { createApi } from '../api/api.js';
import { browserTranslateWidget } from '../features/ui/translateWidget.js';
import { browserVisitorLocale } from '../features/ui/visitorLocale.js';
import { browserCheckoutChoice } from '../features/booking/checkoutChoice.js';
import type { SagaDeps } from './deps.js';

/** The real side-effect handles for the browser; the router is the app's data router. */
export function browserDeps(router: DataRouter): SagaDeps {
  return {
    api: createApi(),
    navigate: (to) => void router.navigate(to),
    goToUrl: (url) => window.location.assign(url),
    alert: (message) => window.alert(message),
    confirm: (message) => window.confirm(message),
    log: { warn: (m) => console.warn(m), error: (m) => console.error(m) },
    currentPath: () => router.state.location.pathname,
    onRouteChange(listener) {
      let last = router.state.location.pathname;
      listener(last);
      return router.subscribe((state) => {
        if (state.location.pathname === last) return;
        last = state.location.pathname;
        listener(last);
      });
    },
    translate: browserTranslateWidget(),
    locale: browserVisitorLocale(),
    checkoutChoice: browserCheckoutChoice(),
  };
}
