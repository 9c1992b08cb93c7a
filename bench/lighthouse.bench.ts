// `npm run bench -- --only lighthouse`: Lighthouse's performance audit (its mobile preset: a
// mid-range phone on a slow 4G network, simulated) of the built shop's home page, a category page
// and a product page, each audited LIGHTHOUSE_RUNS times (3 unless set) and reported by the run
// with the median score. The shop's goal is a score of at least 98 on each, LCP at most 1.2 s and
// no layout shift; this reports the figures and asserts nothing. LIGHTHOUSE_REPORTS_DIR keeps each
// run's whole report there (JSON, open it in Lighthouse's viewer) to see what held a figure back.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { copySeed, startApp } from './app-server.bench';
import { findChromium } from '../scripts/find-chromium.mjs';

const DEFAULT_RUNS = 3;
const BROWSER_START_TIMEOUT_MS = 30_000;
/** The flags Lighthouse's audits run Chromium with here: headless, as root, no network of its own. */
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface PageAudit {
  url: string;
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
  /** Every run's score, to show how much they vary. */
  scores: number[];
}

export type LighthouseReport = Record<'home' | 'category' | 'product', PageAudit> | { skipped: string };

/** Starts Chromium with a DevTools port of its own choosing and reads which one from its output. */
function startChromium(executable: string, profile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(executable, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Chromium gave no DevTools port within ${BROWSER_START_TIMEOUT_MS / 1000} s:\n${output}`)), BROWSER_START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('exit', (code) => fail(new Error(`Chromium exited (${code}) before it listened:\n${output}`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ child, port: Number(port) });
    });
  });
}

/** The first link on the page whose address matches, as a path. */
async function firstLink(url: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(url)).text();
  const address = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!).find((href) => pattern.test(href));
  if (!address) throw new Error(`No link matching ${pattern} on ${url}.`);
  return address;
}

async function audit(url: string, port: number, reportName: string): Promise<Omit<PageAudit, 'scores'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}.`);
  const reports = process.env.LIGHTHOUSE_REPORTS_DIR;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(path.join(reports, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    firstContentfulPaintMs: Math.round(value('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(value('largest-contentful-paint')),
    cumulativeLayoutShift: Number(value('cumulative-layout-shift').toFixed(3)),
    totalBlockingTimeMs: Math.round(value('total-blocking-time')),
    speedIndexMs: Math.round(value('speed-index')),
  };
}

export async function runLighthouse(runs = Number(process.env.LIGHTHOUSE_RUNS ?? DEFAULT_RUNS)): Promise<LighthouseReport> {
  const executable = findChromium();
  if (!executable) return { skipped: 'no Chromium found (set CHROMIUM_PATH)' };
  console.log(`\nLighthouse (mobile preset, ${runs} run${runs === 1 ? '' : 's'} a page) on the demo shop…`);
  const app = await startApp('lighthouse', { dataDir: copySeed() });
  const profile = fs.mkdtempSync('/tmp/etalase-lighthouse-');
  const browser = await startChromium(executable, profile);
  try {
    // The demo shop answers on `localhost`, the name the browser then sends as Host.
    const origin = app.origin.replace('127.0.0.1', 'localhost');
    const category = await firstLink(`${origin}/`, /^\/product\/category\/[a-z0-9-]+$/);
    const product = await firstLink(`${origin}${category}`, /^\/product\/(?!category\b)[a-z0-9-]+$/);
    const pages = { home: '/', category, product } as const;
    const report = {} as Record<keyof typeof pages, PageAudit>;
    for (const [name, address] of Object.entries(pages) as Array<[keyof typeof pages, string]>) {
      const audits = [];
      for (let run = 0; run < runs; run++) audits.push(await audit(`${origin}${address}`, browser.port, `${name}-${run + 1}`));
      const sorted = [...audits].sort((a, b) => a.score - b.score);
      report[name] = { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: audits.map((a) => a.score) };
      const r = report[name];
      console.log(`  ${name.padEnd(8)} score ${r.score} (runs ${r.scores.join(', ')})  FCP ${r.firstContentfulPaintMs} ms  LCP ${r.largestContentfulPaintMs} ms  CLS ${r.cumulativeLayoutShift}  TBT ${r.totalBlockingTimeMs} ms  SI ${r.speedIndexMs} ms  ${address}`);
    }
    return report;
  } finally {
    browser.child.kill('SIGTERM');
    await app.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
