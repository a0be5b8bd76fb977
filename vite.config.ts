/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { gzip } from 'node:zlib';
import { availableParallelism } from 'node:os';
import { execFile, execFileSync } from 'node:child_process';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { headersFile, META_CSP, SECURITY_HEADERS } from './scripts/securityHeaders.ts';
import { subsetManaFont } from './src/ui/board/manaFontSubset.ts';

// Build only: in dev, plugin-react injects an inline React Refresh preamble that this policy
// would block.
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: META_CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}

// A meta tag can't say frame-ancestors: static hosts that read a `_headers` file (Netlify,
// Cloudflare Pages) send the full policy from it. Other hosts must be set to send the same headers.
function headersForStaticHosts(): Plugin {
  return {
    name: 'headers-for-static-hosts',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}

// mana-font's stylesheet offers its symbol font as EOT, WOFF, TTF and SVG (3 MB in all, each copied
// into the build) and declares a text font the symbols don't use. Every browser the page supports
// reads WOFF2, which the package ships too (190 kB): point the font at it alone. Of its rules, only
// those of the symbols the page draws are kept (src/ui/board/manaFontSubset.ts): 4 kB of 54 kB.
function manaFontWoff2(): Plugin {
  const file = /mana-font\/css\/mana(\.min)?\.css$/;
  return {
    name: 'mana-font-woff2',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id.split('?')[0])) return null;
      const faces = code.match(/@font-face\s*\{[^}]*\}/g) ?? [];
      const mana = faces.find((f) => /font-family:\s*"?Mana"?;/.test(f));
      if (!mana) this.error('mana-font: no @font-face for "Mana" found; check the package version');
      const woff2 = '@font-face{font-family:"Mana";src:url("../fonts/mana.woff2") format("woff2");font-weight:normal;font-style:normal;font-display:block}';
      return { code: subsetManaFont(faces.reduce((css, f) => css.replace(f, f === mana ? woff2 : ''), code)), map: null };
    },
  };
}

// react/jsx-runtime is CommonJS: through the interop every JSX element would be built as
// `(0,r.jsx)(...)`. Re-exported as ES bindings, the calls go to one local name the minifier shortens.
function jsxRuntimeBindings(): Plugin {
  const shim = '\0jsx-runtime-bindings';
  return {
    name: 'jsx-runtime-bindings',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react/jsx-runtime' && importer !== shim ? shim : null;
    },
    load(id) {
      return id === shim ? "import * as r from 'react/jsx-runtime';\nexport const jsx = r.jsx, jsxs = r.jsxs, Fragment = r.Fragment;" : null;
    },
  };
}

// The built-in pool's abilities, compiled from their Oracle text as the page is built
// (scripts/pool-abilities.ts, the same compiler as Node's): src/cards/poolAbilities.ts, which
// compiles on first use, is replaced by its output, so the page's first board needs no compiler and
// the compiler's code is a chunk loaded with the card database (src/cards/compiler.ts; issue 16's
// cold load). Nothing generated is committed: each build compiles the pool afresh.
function precompiledPool(): Plugin {
  const id = '\0precompiled-pool';
  let root = process.cwd();
  return {
    name: 'precompiled-pool',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      return source === './poolAbilities' && importer && /src[\\/]cards[\\/]index\.ts$/.test(importer) ? id : null;
    },
    load(which) {
      if (which !== id) return null;
      const json = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/pool-abilities.ts'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
      // JSON.parse of a string is read faster than the same object literal (V8's JSON parser).
      return [
        `const POOL = JSON.parse(${JSON.stringify(json)});`,
        'export function poolAbilities(card) {',
        '  const abilities = POOL[card.name];',
        "  if (!abilities) throw new Error(`${card.name}: not precompiled with the pool (vite.config.ts, precompiledPool)`);",
        '  return abilities;',
        '}',
      ].join('\n');
    },
  };
}

// Every database card's support level, read as the page is built (scripts/card-support.ts, the
// page's compiler run in Node) and emitted as cards/support.json, fetched with the database: the
// search's `is:` needs no compiling of 23,835 cards in the page (src/cards/search/supportLevels.ts).
// Started with the build, it runs while the page is bundled. Nothing generated is committed.
function precompiledSupport(): Plugin {
  let levels: Promise<string> | null = null;
  let root = process.cwd();
  return {
    name: 'precompiled-support',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      levels = new Promise((ok, fail) =>
        execFile(process.execPath, ['--import', 'tsx', 'scripts/card-support.ts'], { cwd: root, encoding: 'utf8', maxBuffer: 16 << 20 }, (e, out) => (e ? fail(e) : ok(out))),
      );
      // A failure is reported where it is awaited (generateBundle), not as an unhandled rejection.
      levels.catch(() => undefined);
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'cards/support.json', source: await levels! });
    },
  };
}

// `vite preview` gzips every response as it sends it: for the card database (5 MB) that is about
// 0.1 s of the server's time per request, for the page's script a good part of a cold load's
// (e2e/cold-load.bench.ts); a static host, serving files compressed beforehand, spends neither.
// Preview the same way: each script, stylesheet and data file compressed once, kept for the next
// request (the card database as the server starts).
function compressedOnce(): Plugin {
  const COMPRESSIBLE: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json' };
  return {
    name: 'compressed-once',
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      const done = new Map<string, Promise<Buffer>>();
      const compressed = (file: string) => {
        let gz = done.get(file);
        if (!gz) {
          gz = new Promise<Buffer>((ok, fail) => gzip(readFileSync(file), (e, out) => (e ? fail(e) : ok(out))));
          done.set(file, gz);
        }
        return gz;
      };
      if (existsSync(resolve(dir, 'cards/cards.json'))) void compressed(resolve(dir, 'cards/cards.json')).catch(() => undefined);
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        const base = server.config.base;
        const type = COMPRESSIBLE[extname(url)];
        if (req.method !== 'GET' || !type || !url.startsWith(base) || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        const file = resolve(dir, decodeURIComponent(url.slice(base.length)));
        if (!file.startsWith(dir + sep) || !existsSync(file)) return next();
        compressed(file).then((body) => {
          for (const [name, value] of Object.entries(server.config.preview.headers ?? {})) res.setHeader(name, value as string);
          res.setHeader('Content-Type', type);
          res.setHeader('Content-Encoding', 'gzip');
          res.setHeader('Vary', 'Accept-Encoding');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        }, next);
      });
    },
  };
}

// Installable and offline (issue 16): a service worker (Workbox's generateSW, build only: `npm run
// dev` has none) precaches the whole site on the first visit — the page, the rules texts, the card
// database and the gallery's scenarios — so everything works without a connection from then on.
// The data files are precached rather than cached on first use: a judge who never opened the card
// search online still has the database offline. autoUpdate: a new build's worker takes over at
// once (skipWaiting, clientsClaim) and src/serviceWorker.ts reloads the page onto the new build.
function offlineApp(): Plugin[] {
  return VitePWA({
    registerType: 'autoUpdate',
    // src/serviceWorker.ts registers it: a few lines in the page's chunk, no workbox-window.
    injectRegister: false,
    devOptions: { enabled: false },
    includeAssets: [],
    manifest: {
      name: 'MTG Rules Sandbox',
      short_name: 'Rules Sandbox',
      description: 'A rules sandbox for Magic: The Gathering: set up a board, cast spells, watch the rules happen, each step citing the Comprehensive Rules.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // slate-950, the page's background (src/ui/App.tsx), so the splash screen matches the page.
      theme_color: '#020618',
      background_color: '#020618',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Everything the build writes but the hosts' _headers file: the app shell, the rules texts
      // (public/rules/cr.json and the texts.json asset), the card database, the gallery index and
      // every scenario file, the icons and the symbol font.
      globPatterns: ['**/*.{html,js,css,json,woff2,png,webmanifest}'],
      // The card database is 5.2 MB: above Workbox's 2 MiB default for one precached file.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      // Every address of the page (?scenario=, ?s= share links) is the one page: offline too.
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // The first visit is controlled as soon as the worker is ready (offline from then on, no
      // second load needed), and an update takes over at once (src/serviceWorker.ts reloads).
      skipWaiting: true,
      clientsClaim: true,
    },
  });
}

// The chunks of the first load in one file. Rolldown makes a common chunk of every module the
// page's lazy chunks (the builder, the panels, the compiler) share with it: nine files where there
// was one, each importing the others' names, 8 kB more gzipped. Every module the entry reaches by
// static imports goes in one chunk, `app`; what only the lazy chunks reach stays in theirs.
const firstLoad = new Map<string, boolean>();
function inFirstLoad(id: string, info: (id: string) => { isEntry: boolean; importers: readonly string[] } | null, seen = new Set<string>()): boolean {
  const known = firstLoad.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return false;
  seen.add(id);
  const m = info(id);
  const reached = !!m && (m.isEntry || m.importers.some((i) => inFirstLoad(i, info, seen)));
  // A "no" found inside a cycle may be a "yes" once the cycle is left: only sure answers are kept.
  if (reached || seen.size === 1) firstLoad.set(id, reached);
  return reached;
}

const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'];
/** The unit test files of over 10 s on a two-core machine (vitest's JSON reporter), longest first. */
const LONG_TESTS = [
  'src/cards/databasePool.test.ts',
  'src/engine/randomPlay.test.ts',
  'src/scenario/exportReplay.test.ts',
  'src/scenario/fuzz.test.ts',
  'src/store/importScenario.test.ts',
  'src/oracle/allCards.test.ts',
  'src/store/replay.test.ts',
  'src/cards/search/search.test.ts',
  'src/scenario/run.test.ts',
  'src/ui/workbench/customCardPlay.test.ts',
  'src/engine/effects/regenerate.randomPlay.test.ts',
  'src/scenario/cli.test.ts',
  'src/scenario/share.test.ts',
  'src/oracle/fuzz.test.ts',
  'src/engine/randomPlayLoyalty.test.ts',
  'src/cards/poolAbilitiesData.test.ts',
];

export default defineConfig({
  plugins: [
    manaFontWoff2(),
    jsxRuntimeBindings(),
    precompiledPool(),
    precompiledSupport(),
    react(),
    tailwindcss(),
    contentSecurityPolicy(),
    headersForStaticHosts(),
    compressedOnce(),
    offlineApp(),
  ],
  // `vite preview` serves the build as a host would, with its headers (e2e/headers.spec.ts).
  preview: { headers: { ...SECURITY_HEADERS } },
  // The first load is one chunk (and an entry that imports it): the modulepreload polyfill would ship unused.
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ debugName: 'first load', name: (id, ctx) => (inFirstLoad(id, (m) => ctx.getModuleInfo(m)) ? 'app' : null) }],
        },
      },
    },
  },
  test: {
    environment: 'node',
    // Database card names resolve in every test as they do in the CLI.
    setupFiles: ['src/cards/nodeSetup.ts'],
    // A timeout only guards against a hang: speed is measured by `npm run bench`, never by a unit
    // test, and a test that takes 6 s on a loaded machine has not failed.
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one worker and the
    // files one after another. The main process only collects results, so two workers use both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Most files take milliseconds to run but a second or more to import the engine and the
    // compiler afresh (setupFiles): 300 files isolated spent more time importing than testing.
    // They share one module graph per worker (isolate: false); the few long files, whose seeded
    // games and whole-database passes are most of the tests' time, run isolated and first (the
    // sequencer runs projects in name order), so neither worker is left alone with one at the end.
    // A global a test stubs (vi.stubGlobal) is put back after it, so no file sees another's.
    unstubGlobals: true,
    projects: [
      { extends: true, test: { name: 'long', include: LONG_TESTS, isolate: true } },
      { extends: true, test: { name: 'unit', include: TESTS, exclude: LONG_TESTS, isolate: false } },
    ],
  },
});
