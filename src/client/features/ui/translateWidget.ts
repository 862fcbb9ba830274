import { LANGUAGES, TRANSLATE_SCRIPT_URL } from '../../../shared/constants.js';

export interface TranslateWidget {
  /** Inserts the widget's script once; later calls do nothing. */
  load(): void;
  /** The widget's language <select>, once the widget has rendered it. */
  findSelect(): HTMLSelectElement | null;
}

const CONTAINER_ID = 'google_translate_element';
// Once it translates, the widget adds a fixed top banner (an untitled iframe outside any landmark: axe
// frame-title and region) and sets `body { top: 40px }`, so the sticky header slides under the banner.
// The header's own selector already offers English to go back, so the banner is hidden.
const HIDE_BANNER_CSS = 'body>.skiptranslate,iframe.skiptranslate{display:none!important}body{top:0!important}';

interface TranslateGlobal {
  google?: { translate?: { TranslateElement: new (opts: object, id: string) => unknown } };
  googleTranslateElementInit?: () => void;
}

export function browserTranslateWidget(doc: Document = document): TranslateWidget {
  let loaded = false;
  return {
    load() {
      if (loaded) return;
      loaded = true;
      const container = doc.createElement('div');
      container.id = CONTAINER_ID;
      container.hidden = true;
      doc.body.appendChild(container);
      const style = doc.createElement('style');
      style.textContent = HIDE_BANNER_CSS;
      doc.head.appendChild(style);
      const w = window as unknown as TranslateGlobal;
      // The script calls this global back when it has loaded (the `cb` parameter of its URL).
      w.googleTranslateElementInit = () => {
        const TranslateElement = w.google?.translate?.TranslateElement;
        if (!TranslateElement) return;
        new TranslateElement(
          { pageLanguage: 'en', includedLanguages: LANGUAGES.map((l) => l.code).join(','), autoDisplay: false },
          CONTAINER_ID,
        );
      };
      const script = doc.createElement('script');
      script.src = TRANSLATE_SCRIPT_URL;
      script.async = true;
      doc.head.appendChild(script);
    },
    findSelect: () => doc.querySelector<HTMLSelectElement>('select.goog-te-combo'),
  };
}
