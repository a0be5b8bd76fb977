// The names of the built-in pool as ../shared/CARDS.md lists them: each "### Name" heading of a
// card and the first cell of each row of its tables ("Plains, Island, ..." names several). Pure:
// `npm run cards` reads CARDS.md with it, and the test that the committed pool is up to date.

/** The card names of CARDS.md, in the order it lists them. */
export function poolNamesOf(cardsMd: string): string[] {
  const names: string[] = [];
  let section = '';
  for (const line of cardsMd.split('\n')) {
    if (line.startsWith('## ')) section = line;
    const heading = /^### (.+)$/.exec(line);
    if (heading && section.startsWith('## The seed cards')) names.push(heading[1].trim());
    const row = /^\| ([^|]+) \|/.exec(line);
    if (!row || /^-+$/.test(row[1].trim()) || row[1].trim() === 'card') continue;
    names.push(...row[1].split(', ').map((n) => n.trim()));
  }
  return names;
}

/** The source's entries of the pool's cards; a name CARDS.md lists that the source lacks is an error. */
export function poolEntries<C extends { name: string }>(source: readonly C[], cardsMd: string): C[] {
  const byName = new Map(source.map((c) => [c.name, c]));
  const names = poolNamesOf(cardsMd);
  const missing = names.filter((n) => !byName.has(n));
  if (missing.length > 0) throw new Error(`CARDS.md names cards the database source lacks: ${missing.join(', ')}`);
  return names.map((n) => byName.get(n)!);
}
