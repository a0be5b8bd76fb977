// Turns ../shared/RULES.md into src/rules/texts.json, which is committed because ../shared is not
// part of the app. Run with `npm run rules` after RULES.md changes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = resolve(root, '../shared/RULES.md');
const target = resolve(root, 'src/rules/texts.json');
// The complete CR: a rule the code cites that RULES.md doesn't quote is taken from here, verbatim.
const fullRules = resolve(root, '../shared/cr/MagicCompRules-20260925.txt');
const CITED = /'(\d{3}\.\d+[a-z]?)'/g;

/** Every rule number the engine and the card code cite ('712.8a'), as the rules-cited test finds them. */
function citedRules(dir) {
  const out = new Set();
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, e.name);
    if (e.isDirectory()) citedRules(path).forEach((r) => out.add(r));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) for (const m of readFileSync(path, 'utf8').matchAll(CITED)) out.add(m[1]);
  }
  return out;
}

// "106.4.", "106.4a", "704.5aa", "119.1d." (one stray dot in the source); an editorial prefix such
// as "(Related, same file) " may come before the number.
const RULE_LINE = /^(?:\([^)]*\)\s+)?(\d{3}\.\d+[a-z]*)\.?\s+(.*)$/;
// A whole-line remark such as "(702.34 has only the one subrule, ...)" is not CR text.
const NOTE_LINE = /^\(.*\)$/;

export function parseRules(markdown) {
  const texts = new Map();
  let current = null;
  const finish = () => {
    if (current && current.text.length > (texts.get(current.rule)?.length ?? -1)) {
      texts.set(current.rule, current.text);
    }
    current = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const match = RULE_LINE.exec(line);
    if (match) {
      finish();
      current = { rule: match[1], text: match[2].trim() };
    } else if (line.startsWith('Example:') && current) {
      current.text += `\n\n${line}`;
    } else {
      // Headings, the preamble and notes end the rule before them.
      if (current && !line.startsWith('#') && !NOTE_LINE.test(line)) {
        console.warn(`build-rules: skipped a line after ${current.rule}: ${line.slice(0, 60)}`);
      }
      finish();
    }
  }
  finish();
  return texts;
}

// CR order: 106.4 < 106.4a < 106.10; subrule letters run a..z, then aa, ab...
function ruleKey(rule) {
  const [, section, number, letters] = /^(\d+)\.(\d+)([a-z]*)$/.exec(rule);
  return [Number(section), Number(number), letters.length, letters];
}

export function compareRules(a, b) {
  const ka = ruleKey(a);
  const kb = ruleKey(b);
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] < kb[i]) return -1;
    if (ka[i] > kb[i]) return 1;
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const texts = parseRules(readFileSync(source, 'utf8'));
  const cr = parseRules(readFileSync(fullRules, 'utf8').split(/\r?\n/).filter((l) => RULE_LINE.test(l.trim()) || l.trim().startsWith('Example:')).join('\n'));
  for (const rule of citedRules(resolve(root, 'src'))) if (!texts.has(rule) && cr.has(rule)) texts.set(rule, cr.get(rule));
  // The complete CR as build-cr parsed it (continuation lines included, as in 509.1b) is the exact
  // text: it replaces an excerpt wherever it has the rule.
  const complete = new Map(JSON.parse(readFileSync(resolve(root, 'public/rules/cr.json'), 'utf8')).rules);
  for (const rule of texts.keys()) if (complete.has(rule)) texts.set(rule, complete.get(rule));
  const sorted = Object.fromEntries([...texts.keys()].sort(compareRules).map((r) => [r, texts.get(r)]));
  writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`build-rules: wrote ${texts.size} rules to ${target}`);
}
