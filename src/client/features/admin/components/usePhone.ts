import { useSyncExternalStore } from 'react';

// Whether the console is on a phone-wide screen (under MUI's `sm`, 600 px). A few lines of our own rather than MUI's
// useMediaQuery: that one, used by a sixth console page, would move into the MUI file every console page loads.

const QUERY = '(max-width: 599.95px)';
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True under 600 px wide (never in a test DOM without matchMedia). */
export const usePhone = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
