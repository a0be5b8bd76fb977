import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLORS, MANA_TYPES } from '../../engine';
import { look, type Sym } from './ManaSymbol';
import { subsetManaFont, USED_CLASS } from './manaFontSubset';

const PACKAGE_CSS = readFileSync('node_modules/mana-font/css/mana.css', 'utf8');

/** Every symbol ManaSymbol can be asked to draw. */
function everySymbol(): Sym[] {
  const syms: Sym[] = [{ kind: 'tap' }, { kind: 'untap' }, { kind: 'x' }];
  for (const type of MANA_TYPES) syms.push({ kind: 'mana', type });
  for (let amount = 0; amount <= 21; amount++) syms.push({ kind: 'generic', amount });
  syms.push({ kind: 'generic', amount: 100 });
  for (const a of COLORS) {
    for (const b of COLORS) if (a !== b) syms.push({ kind: 'hybrid', types: [a, b] });
    syms.push({ kind: 'unpayable', symbol: `{${a}/P}`, colors: [a], value: 1, rule: '107.4f' });
    syms.push({ kind: 'unpayable', symbol: `{2/${a}}`, colors: [a], value: 2, rule: '107.4e' });
    for (const b of COLORS) if (a !== b) syms.push({ kind: 'unpayable', symbol: `{${a}/${b}/P}`, colors: [a, b], value: 1, rule: '107.4f' });
  }
  syms.push({ kind: 'unpayable', symbol: '{S}', colors: [], value: 1, rule: '107.4h' });
  return syms;
}

/** The selectors of a stylesheet naming a class, as written. */
function selectorsOf(css: string, cls: string): string[] {
  return [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((m) => m[1].split(',').map((s) => s.trim())).filter((s) => new RegExp(`\\.${cls}(?![\\w-])`).test(s));
}

describe("mana-font's stylesheet, cut to the symbols the page draws", () => {
  const subset = subsetManaFont(PACKAGE_CSS);

  it('keeps every rule of every class ManaSymbol gives (all of the package has for them)', () => {
    const classes = new Set(everySymbol().flatMap((s) => { const l = look(s); return 'cls' in l ? ['ms', 'ms-cost', l.cls] : []; }));
    expect(classes.size).toBeGreaterThan(60);
    for (const cls of classes) {
      expect(USED_CLASS.test(cls), cls).toBe(true);
      // What the package says of the class, alone or with the cost's look, is all still there.
      const wanted = selectorsOf(PACKAGE_CSS, cls).filter((sel) => [...sel.matchAll(/\.([\w-]+)/g)].every((m) => classes.has(m[1])));
      expect(wanted.length, cls).toBeGreaterThan(0);
      expect(selectorsOf(subset, cls)).toEqual(expect.arrayContaining(wanted));
    }
  });

  it('drops the rest: card types, guilds, loyalty', () => {
    expect(subset.length).toBeLessThan(PACKAGE_CSS.length / 4);
    expect(subset).not.toMatch(/\.ms-planeswalker|\.ms-guild-|\.ms-loyalty-/);
    expect(subset).toContain('@font-face');
  });

  it('keeps a rule with the selectors used and drops the others of its list', () => {
    expect(subsetManaFont('.ms-w::before, .ms-artifact::before { content: "a" } .ms-saga { x: 1 }')).toBe('.ms-w::before{ content: "a" }');
  });
});
