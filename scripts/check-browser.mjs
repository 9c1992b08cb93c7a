// First step of `npm test`: the browser tests need Chromium, so a machine without it hears so
// at once, with the command that fixes it, rather than after the whole suite has run.
// On CI (CI=true), as root on Debian with apt, Chromium is installed instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_CANDIDATES, findChromium } from './find-chromium.mjs';

function debianFamily() {
  if (fs.existsSync('/etc/debian_version')) return true;
  try {
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(fs.readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

function installWithApt() {
  console.log('Installing Chromium for the browser tests (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) return false;
  }
  return true;
}

if (!findChromium()) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file: point it at Chromium or Chrome, or unset it.`);
    process.exit(1);
  }
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (root && apt && process.env.CI === 'true' && debianFamily() && installWithApt() && findChromium()) process.exit(0);
  const fix = debianFamily() && apt
    ? `${root ? '' : 'sudo '}apt-get install -y chromium`
    : 'install Chromium or Chrome, and set CHROMIUM_PATH to it';
  console.error(`The browser tests need Chromium, found neither at CHROMIUM_PATH nor at ${CHROMIUM_CANDIDATES.join(', ')}. Fix: ${fix}`);
  process.exit(1);
}
