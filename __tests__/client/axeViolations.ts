import axe from 'axe-core';

/**
 * axe on a rendered console page in jsdom, one line per violation. jsdom cannot lay out or paint, so
 * colour contrast (and the landmark check, which needs the whole page) is left to the browser's axe run
 * (e2e); everything structural (names, labels, roles, ARIA) is checked here. Only violations are
 * collected: gathering every passing node's details is most of axe's time on a large page.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
