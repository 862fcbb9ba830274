import type { ConsoleArea } from '../consoleAreas.js';
import { numbersSagas } from './numbersSagas.js';

export const numbersArea: ConsoleArea = { name: 'admin/numbers', saga: numbersSagas };
