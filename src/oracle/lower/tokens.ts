// Effects that create tokens: described, predefined, amass, populate (111, 701.36, 701.47).
import type { EffectDef, TokenDef } from '../../engine/state/card';
import { predefinedToken } from '../tokens';
import type { EffectNode } from '../tree';
import { ENGINE_KEYWORDS, WITH_PARAMETER } from '../engineKeywords';
import { type Aim, type Context, type TextOf, type Thing, type To, amount } from './context';

/** 701.47a: the 0/0 black [subtype] Army creature token amass creates. */
function armyToken(subtype: string): TokenDef {
  return { types: ['Creature'], subtypes: [subtype, 'Army'], power: 0, toughness: 0, oracle: '', abilities: [], colors: ['B'] };
}
/** "Create a 1/1 white Soldier creature token", "create a Treasure token", amass, populate (111.1, 111.10). */
export function lowerTokens(e: Extract<EffectNode, { kind: 'amass' | 'populate' | 'createToken' | 'createPredefined' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'amass': {
      // 701.47d: "amass N" is "amass Zombies N"; the token of 701.47a.
      const n = amount(e.count, ctx);
      return n === null ? null : { kind: 'amass', count: n, subtype: 'Zombie', token: armyToken('Zombie') };
    }
    case 'populate':
      return { kind: 'populate' }; // 701.36a
    case 'createToken': {
      // Only keywords the engine carries out; the token's text is its keywords (111.3).
      const keywords = e.keywords.map((k) => ENGINE_KEYWORDS.find((known) => known === k && !WITH_PARAMETER.includes(known)));
      if (keywords.some((k) => k === undefined)) return null;
      const cap = (k: string) => k[0].toUpperCase() + k.slice(1);
      const token: TokenDef = {
        types: [...e.types],
        subtypes: [...e.subtypes],
        power: e.power,
        toughness: e.toughness,
        oracle: keywords.map((k) => cap(k!)).join('\n'),
        abilities: keywords.map((k) => ({ kind: 'keyword' as const, keyword: k!, text: cap(k!) })),
        ...(e.colors.length ? { colors: [...e.colors] } : {}),
      };
      if (e.forEachCounter !== undefined) return e.amount.value === 1 ? { kind: 'createToken', token, amount: { of: 'sourceCounters', counter: e.forEachCounter } } : null;
      const n = amount(e.amount, ctx);
      return n === null ? null : { kind: 'createToken', token, amount: n };
    }
    case 'createPredefined': {
      // 111.10: the token as the rules define it, as many as the effect says.
      const n = amount(e.amount, ctx);
      return n === null ? null : { kind: 'createToken', token: predefinedToken(e.token), amount: n };
    }
  }
}

