export interface RouteSize {
  route: string;
  extra: number;
  total: number;
  /** What the page's HTML loads (the entry and its route's files). */
  page: number;
  /** A console page's files with its layout's and one language's words; null for a visitor page. */
  withLayout: number | null;
}
export interface BundleReport {
  entry: number;
  routes: RouteSize[];
  files: Array<{ file: string; br: number }>;
  budgets: { appInitial: number; bookingExtra: number; chunk: number; consolePage: number; consoleNumbers: number };
}
export function bundleReport(distDir: string): BundleReport;
export function formatReport(r: BundleReport): string;
export const BUDGETS: BundleReport['budgets'];
export function pageGroups(manifest: { children: { main: string[] } }): string[];
