import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** Impacts that fail a journey; moderate and minor findings are left to review. */
const BLOCKING_IMPACTS = ['critical', 'serious'];

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Starts watching `page` for Content-Security-Policy complaints; call before the first `goto`.
 * Chromium's own "Refused to …" lines do not always reach Playwright's console event, so an init
 * script (injected over CDP, which the policy does not govern) also reports every
 * `securitypolicyviolation` event as a console error that names the policy.
 */
export async function watchConsole(page: Page): Promise<string[]> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy: ${event.violatedDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return messages;
}

/** Runs axe-core in the page and answers its critical and serious violations, one line per node. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  // Colours measured mid-transition (a dialog fading in) are blends: wait for finite animations.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  // evaluate() goes through CDP rather than a <script> tag, so the page's CSP (no inline scripts)
  // neither blocks the injection nor reports it as a violation.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(async (blocking) => {
    const results = await window.axe!.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => blocking.includes(v.impact ?? ''))
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        // axe's own summary says what it measured (e.g. the two colours and their ratio).
        targets: v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`),
      }));
  }, BLOCKING_IMPACTS);
}

/** Fails when the page has critical or serious axe violations, or the console reported a CSP violation. */
export async function expectAccessible(page: Page, consoleMessages: string[], label: string) {
  const findings = await axeFindings(page);
  const lines = findings.map((f) => `${f.impact} ${f.id}: ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}`);
  expect(lines, `axe on ${label}`).toEqual([]);
  expect(consoleMessages, `CSP messages by ${label}`).toEqual([]);
}
