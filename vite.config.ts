/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { headersFile, META_CSP, SECURITY_HEADERS } from './scripts/securityHeaders.ts';

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
// reads WOFF2, which the package ships too (190 kB): point the font at it alone.
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
      return { code: faces.reduce((css, f) => css.replace(f, f === mana ? woff2 : ''), code), map: null };
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

// `vite preview` gzips every response as it sends it: for the card database (5 MB, fetched on the
// builder's first search) that is about 0.1 s of the server's time per request, which a static
// host, serving files compressed beforehand, doesn't spend. Preview the same way: compressed
// once, as the server starts.
function cardsCompressedOnce(): Plugin {
  return {
    name: 'cards-compressed-once',
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, 'cards/cards.json');
      if (!existsSync(file)) return;
      const gz = new Promise<Buffer>((done, fail) => gzip(readFileSync(file), (e, out) => (e ? fail(e) : done(out))));
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path !== `${server.config.base}cards/cards.json` || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        gz.then((body) => {
          for (const [name, value] of Object.entries(server.config.preview.headers ?? {})) res.setHeader(name, value as string);
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Content-Encoding', 'gzip');
          res.setHeader('Vary', 'Accept-Encoding');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        }, next);
      });
    },
  };
}

export default defineConfig({
  plugins: [manaFontWoff2(), jsxRuntimeBindings(), react(), tailwindcss(), contentSecurityPolicy(), headersForStaticHosts(), cardsCompressedOnce()],
  // `vite preview` serves the build as a host would, with its headers (e2e/headers.spec.ts).
  preview: { headers: { ...SECURITY_HEADERS } },
  // The build is one chunk: no module is preloaded, so the modulepreload polyfill would ship unused.
  build: { modulePreload: { polyfill: false } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Database card names resolve in every test as they do in the CLI.
    setupFiles: ['src/cards/nodeSetup.ts'],
    // A timeout only guards against a hang: speed is measured by `npm run bench`, never by a unit
    // test, and a test that takes 6 s on a loaded machine has not failed.
    testTimeout: 30_000,
  },
});
