import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_CANDIDATES, findChromium } from '../../scripts/find-chromium.mjs';

/** The same Chromium `npm test` checked for before running (scripts/check-browser.mjs). */
function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(`No Chromium at CHROMIUM_PATH or ${CHROMIUM_CANDIDATES.join(', ')}: run \`node scripts/check-browser.mjs\` for the fix.`);
  return found;
}

/** Headless system Chromium with a fresh profile; flags keep it off the (closed) network. */
export async function openBrowser(options: { locale?: string; javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'etalase-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    locale: options.locale ?? 'id-ID',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Console errors and uncaught exceptions a page produced; a test asserts there are none.
 * Chromium reports a document answered with 404 as a failed resource: addresses a test opens
 * on purpose to see the not-found page (or a section the role may not open, 403) are passed in
 * `expected404`.
 */
export function watchConsole(page: Page, expected404: Set<string> = new Set()): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (/status of 40[34]/.test(message.text()) && expected404.has(url)) return;
    problems.push(`console.error: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Serious and critical accessibility violations on the current page. */
export async function seriousAxeViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  // A frame sandboxed against every script (an e-mail's preview) cannot run the checker either.
  const builder = new AxeBuilder({ page });
  const result = await (options.exclude ? builder.exclude(options.exclude) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
