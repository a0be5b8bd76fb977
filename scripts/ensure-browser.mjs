// Makes sure the browser tests have a Chromium: Debian's (what playwright.config.ts prefers)
// or Playwright's own download. Installs one only when neither is there.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

// Launching is the only reliable check: headless mode may need a different Playwright
// download (the headless shell) than the one executablePath() names.
async function playwrightChromiumWorks() {
  try {
    const browser = await chromium.launch({ args: ['--no-sandbox'] });
    await browser.close();
    return true;
  } catch {
    return false;
  }
}

function run(command) {
  console.log(`ensure-browser: running: ${command}`);
  return spawnSync(command, { shell: true, stdio: 'inherit' }).status === 0;
}

function haveBrowser() {
  return existsSync(SYSTEM_CHROMIUM) || playwrightChromiumWorks();
}

if (existsSync(SYSTEM_CHROMIUM)) {
  console.log(`ensure-browser: using ${SYSTEM_CHROMIUM}`);
  process.exit(0);
}
if (await playwrightChromiumWorks()) {
  console.log("ensure-browser: using Playwright's Chromium");
  process.exit(0);
}

const isRoot = process.platform === 'linux' && process.getuid?.() === 0;
if (isRoot && run('apt-get update && apt-get install -y chromium') && existsSync(SYSTEM_CHROMIUM)) {
  console.log(`ensure-browser: installed ${SYSTEM_CHROMIUM} with apt-get`);
  process.exit(0);
}
if (run('npx playwright install chromium') && (await haveBrowser())) {
  console.log("ensure-browser: installed Playwright's Chromium");
  process.exit(0);
}

console.error(
  'ensure-browser: no Chromium found for the browser tests.\n' +
    `Install one (as root: apt-get install -y chromium, giving ${SYSTEM_CHROMIUM}),\n` +
    'or run: npx playwright install --with-deps chromium',
);
process.exit(1);
