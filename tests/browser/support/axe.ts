import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** The widget's custom elements; axe walks into their (open) shadow roots by itself. */
const WIDGET_HOSTS = ['agent-chat', 'agent-chat-launcher', 'agent-bot-list'];
const BLOCKING_IMPACTS = ['serious', 'critical'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2.0–2.2 A/AA and best practices) over the widgets of the page and returns
 * the serious and critical violations, each with the elements it names (shadow paths joined by
 * ` >> `) and axe's own summary, so a failure reads without opening a report.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(
    async ({ hosts, impacts }) => {
      const present = hosts.filter((host) => document.querySelector(host));
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const report = await axe.run(
        { include: present.map((host) => [host]) },
        { resultTypes: ['violations'] },
      );
      return report.violations
        .filter((violation) => impacts.includes(violation.impact ?? ''))
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          nodes: violation.nodes.map((node) => {
            const target = node.target.map((step) => (Array.isArray(step) ? step.join(' >> ') : step));
            return `${target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`;
          }),
        }));
    },
    { hosts: WIDGET_HOSTS, impacts: BLOCKING_IMPACTS },
  );
  return results;
}

/** One line per violation and node, for a failing test's message. */
export function describeFindings(state: string, findings: readonly AxeFinding[]): string {
  const lines = findings.flatMap((finding) => [
    `${finding.rule} (${finding.impact}): ${finding.help}`,
    ...finding.nodes.slice(0, 8).map((node) => `    ${node}`),
    ...(finding.nodes.length > 8 ? [`    … and ${finding.nodes.length - 8} more`] : []),
  ]);
  return `${state}: ${findings.length} serious/critical axe violation(s)\n${lines.join('\n')}`;
}
