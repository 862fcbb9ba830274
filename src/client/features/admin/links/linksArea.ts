import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { browserClipboard, linksSagas } from './linksSagas.js';

export const linksArea: ConsoleArea = { name: 'admin/links', saga: (_deps: SagaDeps, api: AdminApi) => linksSagas(api, browserClipboard) };
