import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

// E2E_PORT lets two runs (a developer's and CI's) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  reporter: 'list',
  // Each test has its own page and storage, and none depends on another's order: handed out one
  // by one, the workers end within a test of each other, not a whole file (card-search's is 112 s).
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on CI's two. The preview server is idle
  // between requests, so two workers keep both cores busy and the suite within CI's budget.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // A timeout only guards against a hang: two browsers sharing two cores can take more than the
  // default 5 s to show what a test waits for, and a slow answer is not a wrong one.
  expect: { timeout: 15_000 },
  timeout: 90_000,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace is kept only where someone can open it: CI's clone is thrown away after the run.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The production build registers an offline service worker (issue 16), and page.route can't
    // answer a request the worker answers: the specs run without it, but e2e/offline.spec.ts.
    serviceWorkers: 'block',
  },
  // The existing specs run once, in 'chromium' (1280x720). Every size of issue 16 runs only the
  // responsive specs, so the browser suite stays within CI's budget; the journeys by touch alone
  // (responsive-phone) only on the phone.
  projects: [
    {
      name: 'chromium',
      testIgnore: /responsive.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      name: 'phone',
      testMatch: /responsive.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, launchOptions: chromiumLaunchOptions },
    },
    ...[
      { name: 'tablet-portrait', viewport: { width: 768, height: 1024 }, hasTouch: true },
      { name: 'tablet-landscape', viewport: { width: 1024, height: 768 }, hasTouch: true },
      { name: 'laptop', viewport: { width: 1366, height: 768 }, hasTouch: false },
      { name: 'desktop', viewport: { width: 1920, height: 1080 }, hasTouch: false },
    ].map(({ name, viewport, hasTouch }) => ({
      name,
      testMatch: /responsive\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport, hasTouch, launchOptions: chromiumLaunchOptions },
    })),
  ],
  // Tests run against the production build (with its CSP), so `npm run build` must come first.
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
