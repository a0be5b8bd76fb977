// The page's security policy, in one place: the production build's meta tag, the `_headers` file
// the build writes for static hosts (Netlify, Cloudflare Pages read it), and `vite preview` all
// take it from here (vite.config.ts), and e2e/headers.spec.ts checks what the browser receives.
//
// The app loads nothing from elsewhere and runs no inline code, so the policy can be strict. The
// one host it may reach is Scryfall's API, only when the user clicks "Get from Scryfall"
// (src/cards/scryfall.ts) or turns on "Show card images" (src/cards/scryfallImage.ts); the
// images themselves come from Scryfall's image host (the API's answers and redirects point there).
// Styles stay 'unsafe-inline' because React style props and Tailwind set style attributes.
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://api.scryfall.com https://cards.scryfall.io",
  "connect-src 'self' https://api.scryfall.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // The offline service worker (/sw.js, issue 16) and the web app manifest, said outright rather
  // than left to default-src: both only from the site itself.
  "worker-src 'self'",
  "manifest-src 'self'",
];

/** The policy a meta tag can carry: browsers ignore frame-ancestors there (CSP 3, section 6.1). */
export const META_CSP = DIRECTIVES.join('; ');

/** The headers every response carries: the policy with frame-ancestors, so no other site can frame the page (clickjacking). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [...DIRECTIVES, "frame-ancestors 'none'"].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The `_headers` file of static hosts: a path pattern, then its headers indented. */
export function headersFile(): string {
  return ['/*', ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}
