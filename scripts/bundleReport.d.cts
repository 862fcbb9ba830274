export interface RouteSize {
  route: string;
  extra: number;
  total: number;
}
export interface BundleReport {
  entry: number;
  routes: RouteSize[];
  files: Array<{ file: string; br: number }>;
  budgets: { appInitial: number; bookingExtra: number; chunk: number };
}
export function bundleReport(distDir: string): BundleReport;
export function formatReport(r: BundleReport): string;
export const BUDGETS: BundleReport['budgets'];
export function pageGroups(manifest: { children: { main: string[] } }): string[];
