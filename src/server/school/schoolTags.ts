import { pageChunkOf } from '../../shared/paths.js';
import type { LanguageCode } from '../../shared/constants.js';
import { DEFAULT_SCHOOL, schoolNameFor, textFor, TRADING_FIELDS, type SchoolProfile } from '../../shared/schoolProfile.js';
import type { PreviewSchool } from '../linkPreview.js';
import { jsonDataBlock } from '../html.js';
import { SCHOOL_DATA_ID } from '../../shared/schoolData.js';
import { trialFromPrice } from '../../shared/trialRules.js';
import type { Queryable } from '../db/db.js';
import { readSchool, type SchoolRow } from './schoolRepository.js';
import { trialLines } from './trialLine.js';
import { cancelPolicyLines } from './cancelPolicyLine.js';

// What every page the server sends carries of the school: its public profile as a JSON data block (never run:
// the CSP allows no inline script), so the app's first render already shows the school's texts, with no call and
// no flash of the defaults. A pre-rendered copy shows the defaults, so a page whose texts the school changed is
// sent as the app's plain shell instead (prerendered: false).

/** Other processes take up a change within this long; this one at once (schoolChanged). */
const FRESH_MS = 10_000;
/** Per database (a test process runs several apps, each on its own). */
const cached = new WeakMap<Queryable, { at: number; row: SchoolRow }>();

/** A save in this process: the next page reads the new profile. */
export function schoolChanged(db: Queryable): void {
  cached.delete(db);
}

async function currentSchool(db: Queryable): Promise<SchoolRow> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.row;
  const row = await readSchool(db);
  cached.set(db, { at: Date.now(), row });
  return row;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const written = (t: Record<string, string | undefined>) => Object.values(t).some((v) => v?.trim());

/** The page chunks whose pre-rendered copy no longer shows what the app will: 'all' when the footer's name or the title changed. */
export function changedChunks(p: SchoolProfile): Set<string> | 'all' {
  if (!same(p.name, DEFAULT_SCHOOL.name) || written(p.site_title)) return 'all';
  const out = new Set<string>();
  if (written(p.texts.home_headline) || written(p.texts.home_intro) || !same(p.trial, DEFAULT_SCHOOL.trial)) out.add('home');
  for (const page of ['about', 'terms', 'privacy'] as const) if (written(p.texts[page])) out.add(page);
  const legal = p.legal_name || p.representative || p.address || p.phone || p.contact_email !== DEFAULT_SCHOOL.contact_email;
  if (legal || TRADING_FIELDS.some((f) => written(p.trading[f]))) out.add('trading');
  if (!same(p.trial, DEFAULT_SCHOOL.trial)) out.add('booking');
  // the booking form asks for a phone: its pre-rendered copy has no phone field
  if (p.phone_field !== 'hidden') out.add('booking');
  // the cancellation policy is stated on the terms and the payment page
  if (p.cancel_policy.tiers.length > 0) for (const page of ['terms', 'payment']) out.add(page);
  return out;
}

/** What the visitor pages read of the school (GET /api/public/school and every page's data block). */
export const publicSchool = (row: SchoolRow, pricePerSlotYen: number) => ({
  ...row.profile,
  logo_version: row.logo_version,
  price_per_slot_yen: pricePerSlotYen,
  trial_from_yen: trialFromPrice(row.profile.trial, pricePerSlotYen),
  trial_line: trialLines(row.profile.trial, pricePerSlotYen),
  cancel_policy_line: cancelPolicyLines(row.profile.cancel_policy),
});

export interface PageSchool {
  /** The data block every page carries. */
  tags: string;
  /** Whether the page's pre-rendered copy still shows what the app will. */
  prerendered: boolean;
  /** The link preview's name and title in `language`. */
  preview: (language: LanguageCode) => PreviewSchool;
}

/** The page's school tags, whether its pre-rendered copy may be sent, and its link preview's school. */
export async function pageSchool(db: Queryable, pathname: string, pricePerSlotYen: number): Promise<PageSchool> {
  const row = await currentSchool(db);
  const p = row.profile;
  const changed = changedChunks(p);
  const prerendered = changed !== 'all' && !changed.has(pageChunkOf(pathname));
  const preview = (language: LanguageCode) => ({
    name: schoolNameFor(p, language),
    title: textFor(p.site_title, language, p.first_language) || null,
  });
  return { tags: jsonDataBlock(SCHOOL_DATA_ID, publicSchool(row, pricePerSlotYen)), prerendered, preview };
}
