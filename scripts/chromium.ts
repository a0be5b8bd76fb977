// How every browser run here launches Chromium: Debian's when the machine has it (CI images do),
// else Playwright's own download, with the flags a shared, sandboxed machine needs.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
