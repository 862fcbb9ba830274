import type { Words } from '../../wordIds.js';
import { auth } from './auth.js';
import { booking } from './booking.js';
import { enrol } from './enrol.js';
import { makeup } from './makeup.js';
import { layout } from './layout.js';
import { legal } from './legal.js';
import { messages } from './messages.js';
import { mypage } from './mypage.js';
import { pages } from './pages.js';
import { packs } from './packs.js';

/** The visitor pages' words in traditional Chinese. */
export const words: Words = { ...layout, ...messages, ...pages, ...auth, ...booking, ...mypage, ...legal, ...enrol, ...packs, ...makeup };
