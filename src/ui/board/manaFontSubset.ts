// The part of mana-font's stylesheet the page uses: ManaSymbol.tsx draws mana symbols, tap and untap
// with a few families of its classes, and the package's other 600 rules (card types, guilds,
// loyalty, sets of counters...) were half of the page's CSS, parsed and indexed on every cold load
// (issue 16). vite.config.ts keeps only the selectors made of these classes; manaFontSubset.test.ts
// checks that every class ManaSymbol can give keeps its rules.

/** The classes ManaSymbol gives: the base, a cost's look, and a symbol: a color or colorless, snow,
 *  X, a number, tap and untap, a hybrid pair (colorless or two-generic hybrids too), Phyrexian. */
export const USED_CLASS = /^ms(-cost|-(w|u|b|r|g|c|s|x|tap|untap|\d+|[wubrgc][wubrg]|2[wubrg]|[wubrg]{1,2}p))?$/;

/** The stylesheet with only the selectors whose every class is used; rules without a class (the
 *  font's @font-face) stay. The package's stylesheet is flat: no rule inside another. */
export function subsetManaFont(css: string, used: RegExp = USED_CLASS): string {
  return css.replace(/([^{}]+)\{([^{}]*)\}/g, (rule, selectors: string, body: string) => {
    if (selectors.trim().startsWith('@')) return rule;
    const kept = selectors.split(',').filter((sel) => [...sel.matchAll(/\.([\w-]+)/g)].every((m) => used.test(m[1])));
    return kept.length ? `${kept.join(',')}{${body}}` : '';
  });
}
