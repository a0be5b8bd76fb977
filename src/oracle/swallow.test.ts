import { describe, expect, it } from 'vitest';
import type { OracleCard } from './oracleCard';
import { compileUncached } from './compile';
import { swallowed } from './swallow';

const card = (oracleText: string, typeLine = 'Creature — Bear'): OracleCard => ({ name: 'Test Bear', typeLine, oracleText, layout: 'normal' });

describe('swallow: every word of the text is covered by a node or by reminder text', () => {
  it('passes for a tree that reads every word, read or unmodelled', () => {
    const c = card('Flying, trample (It can deal excess damage.)\n{T}: Add {G}. Test Bear gets +1/+1 until end of turn.\nWhen this creature enters the battlefield, frobnicate.');
    expect(swallowed(c, compileUncached(c))).toEqual([]);
  });

  it('finds the words of a sentence a stage dropped', () => {
    const c = card('{T}: Add {G}. Scry 1.');
    const compiled = compileUncached(c);
    const ability = compiled.tree.faces[0].abilities[0];
    if (ability.kind !== 'activated') throw new Error('expected an activated ability');
    // As if a parser had read the first sentence and skipped the rest of the line.
    ability.span = { ...ability.span, end: ability.sentences[0].span.end };
    ability.sentences = ability.sentences.slice(0, 1);
    expect(swallowed(c, compiled).map((s) => s.word)).toEqual(['Scry', '1.']);
  });

  it('finds a line the split lost, and a node reaching outside its parent', () => {
    const c = card('Flying\nHaste');
    const compiled = compileUncached(c);
    compiled.tree.faces[0].abilities.pop();
    expect(swallowed(c, compiled).map((s) => s.word)).toEqual(['Haste']);
    const d = card('{T}: Add {G}.');
    const tree = compileUncached(d);
    const a = tree.tree.faces[0].abilities[0];
    if (a.kind !== 'activated') throw new Error('expected an activated ability');
    a.cost.span = { start: 0, end: 99 };
    expect(swallowed(d, tree)[0].word).toMatch(/outside its parent/);
  });

  it("finds faces that don't make up the card's text", () => {
    const c: OracleCard = {
      name: 'Fire // Ice',
      typeLine: 'Instant // Instant',
      oracleText: 'Fire deals 2 damage.\n//\nTap target permanent.\nDraw a card.',
      layout: 'split',
      faces: [
        { name: 'Fire', typeLine: 'Instant', oracleText: 'Fire deals 2 damage.' },
        { name: 'Ice', typeLine: 'Instant', oracleText: 'Tap target permanent.' },
      ],
    };
    expect(swallowed(c, compileUncached(c)).map((s) => s.word)).toEqual(["the faces do not make up the card's text"]);
  });
});
