import type { LanguageCode } from '../../../../shared/constants.js';
import type { MessageId } from './messageIds.js';

export type Catalogue = Record<MessageId, string>;

// Each language is its own chunk (admin-i18n-ja, …): the console loads the one in use, visitors none.
const loaders: Record<LanguageCode, () => Promise<{ messages: Catalogue }>> = {
  en: () => import(/* webpackChunkName: "admin-i18n-en" */ './messages/en/index.js'),
  ja: () => import(/* webpackChunkName: "admin-i18n-ja" */ './messages/ja/index.js'),
  'zh-CN': () => import(/* webpackChunkName: "admin-i18n-zh-CN" */ './messages/zh-CN/index.js'),
  'zh-TW': () => import(/* webpackChunkName: "admin-i18n-zh-TW" */ './messages/zh-TW/index.js'),
};

const loaded = new Map<LanguageCode, Catalogue>();
const loading = new Map<LanguageCode, Promise<Catalogue>>();

/** The language's catalogue if it is loaded already (the console renders at once), else null. */
export const loadedCatalogue = (language: LanguageCode): Catalogue | null => loaded.get(language) ?? null;

/** Loads a language's catalogue once; later calls share the first load. */
export function loadCatalogue(language: LanguageCode): Promise<Catalogue> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(({ messages }) => {
      loaded.set(language, messages);
      return messages;
    });
    pending.catch(() => loading.delete(language)); // a failed chunk load may be tried again
    loading.set(language, pending);
  }
  return pending;
}
