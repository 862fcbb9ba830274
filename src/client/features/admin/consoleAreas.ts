import type { Saga } from 'redux-saga';
import type { Feature } from '../../app/featureStarter.js';
import type { SagaDeps } from '../../app/deps.js';
import { createAdminApi, type AdminApi } from './adminApi.js';
import { consoleSagas } from './consoleSagas.js';

/**
 * A console area's sagas, by the name its slice has (`admin/<area>`). Its slice is injected when its module
 * loads (`injectInto`); its sagas start when a route that needs it loads: each console page's module names
 * its areas (`features`) and the route's lazy loader starts them (app/router.tsx), the shell's first.
 */
export interface ConsoleArea {
  name: string;
  saga: Saga<[SagaDeps, AdminApi]>;
}

/** The console's shell: the guard, its language, re-authentication, the member's settings. */
export const consoleShell: ConsoleArea = { name: 'admin/console', saga: consoleSagas };

/** What a console page's route starts: the shell and the page's areas, each with the console's API. */
export const consoleFeatures = (...areas: ConsoleArea[]): Feature[] =>
  [consoleShell, ...areas].map(({ name, saga }) => ({ name, start: (host) => host.startFeature(name, saga, createAdminApi()) }));
