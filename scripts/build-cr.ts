// Turns the complete Comprehensive Rules (../shared/cr/) into public/rules/cr.json, the data the
// Rules panel fetches on demand; committed, because ../shared is not part of the app.
// Run with `npm run rules` (before build-rules, which takes the cited rules' exact texts from it).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCr } from '../src/rules/crParse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CR_SOURCE = resolve(root, '../shared/cr/MagicCompRules-20260925.txt');
const target = resolve(root, 'public/rules/cr.json');

const cr = parseCr(readFileSync(CR_SOURCE, 'utf8'));
writeFileSync(target, `${JSON.stringify(cr)}\n`);
console.log(`build-cr: wrote ${cr.rules.length} rules, ${Object.keys(cr.titles).length} titles, ${cr.glossary.length} glossary terms to ${target}`);
