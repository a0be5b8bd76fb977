// Effects that add mana (106.3, 106.7, 106.12a, 605).
import { amountOf } from '../lowerStatic';
import type { EffectDef, ManaType } from '../../engine/state/card';
import type { EffectNode } from '../tree';
import { type Aim, type Context, type TextOf, type Thing, type To, amount } from './context';
import { refer } from './refer';

const ALL_COLORS: ManaType[] = ['W', 'U', 'B', 'R', 'G'];

/** Every multiset of the listed length over the types, each listed once ("{W}{W}, {W}{U}, or {U}{U}"). */
function namesEveryCombination(listed: ManaType[][], types: ManaType[]): boolean {
  const n = listed[0].length;
  if (listed.some((l) => l.length !== n)) return false;
  const key = (l: ManaType[]) => types.map((t) => l.filter((x) => x === t).length).join(',');
  const keys = new Set(listed.map(key));
  if (keys.size !== listed.length) return false;
  // The number of multisets of n over k types is C(n + k - 1, k - 1).
  let all = 1;
  for (let i = 1; i < types.length; i++) all = (all * (n + i)) / i;
  return keys.size === all;
}
/** "Add {G}", "Add one mana of any color", "Add X mana in any combination of colors" (106.3, 605.1a). */
export function lowerMana(e: Extract<EffectNode, { kind: 'addMana' | 'addOneOf' | 'addAnyColor' | 'addAmountOf' | 'addManaForEach' | 'addCombination' | 'addCombinationCounted' | 'addOneColorCounted' | 'addEnteredColor' | 'addCouldProduce' | 'addProduced' }>, ctx: Context, textOf: TextOf, aim: Aim, thing: Thing, to: To): EffectDef | null {
  switch (e.kind) {
    case 'addMana':
      return { kind: 'addMana', mana: e.mana };
    case 'addOneOf':
      return { kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: e.options } };
    case 'addAnyColor': {
      const n = amount(e.amount, ctx);
      return n === null ? null : { kind: 'addManaOfChoice', amount: n, choice: { from: 'types', types: [...ALL_COLORS] } };
    }
    case 'addAmountOf': {
      const times = amount(e.amount, ctx);
      return times === null ? null : { kind: 'addMana', mana: [e.mana], times };
    }
    case 'addManaForEach': {
      const times = amountOf(e.per); // 608.2h: counted as the ability resolves
      return times === null ? null : { kind: 'addMana', mana: [...e.mana], times };
    }
    case 'addCombination': {
      const n = amount(e.amount, ctx);
      // "{W}{W}, {W}{U}, or {U}{U}" is two mana in any combination of {W} and/or {U} when it names every one.
      if (n === null || (e.listed && !namesEveryCombination(e.listed, e.types))) return null;
      if (e.different && (typeof n !== 'number' || n > e.types.length)) return null;
      return { kind: 'addManaOfChoice', amount: n, choice: { from: 'types', types: [...e.types] }, combination: true, ...(e.different ? { different: true as const } : {}) };
    }
    case 'addCombinationCounted': {
      const n = amountOf(e.per); // 608.2h
      return n === null ? null : { kind: 'addManaOfChoice', amount: n, choice: { from: 'types', types: [...e.types] }, combination: true };
    }
    case 'addOneColorCounted': {
      const n = amountOf(e.per);
      return n === null ? null : { kind: 'addManaOfChoice', amount: n, choice: { from: 'types', types: [...ALL_COLORS] } };
    }
    case 'addEnteredColor':
      return { kind: 'addManaOfChoice', amount: 1, choice: { from: 'chosenColor', also: [...e.also] } };
    case 'addCouldProduce':
      return { kind: 'addManaOfChoice', amount: 1, choice: { from: 'couldProduce', lands: e.lands, colorsOnly: e.colorsOnly } };
    case 'addProduced': {
      const to = refer(e.who, ctx);
      return to && { kind: 'addManaOfChoice', amount: 1, choice: { from: 'produced' }, to };
    }
  }
}

