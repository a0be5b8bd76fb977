// Keywords of 702 that change how a spell is cast (601.2b, 601.2f-h), lowered to a `cost`
// ability the engine's casting/ reads: the costs it adds (buyback 702.27a, entwine 702.42a), the
// reductions it makes (affinity 702.41a), the objects that may pay it (convoke 702.51a, improvise
// 702.126a, delve 702.66a) and the zone it may be cast from (retrace 702.81a, jump-start 702.133a,
// aftermath 702.127a).
import type { AbilityDef, CostDef } from '../engine/state/card';
import { affinityFilter } from './grammar/castingCost';
import { cost } from './lowerCost';
import type { CostNode } from './tree';

const MANA_ONLY = /^(?:\{[^}]+\})+$/;

/** The definition of a casting keyword, or null when it isn't one the engine carries out (or its parameter isn't read). */
export function castingKeyword(keyword: string, parameter: string | undefined, text: string, costNode?: CostNode): Extract<AbilityDef, { kind: 'cost' }> | null {
  if (costNode && (keyword === 'flashback' || keyword === 'buyback' || keyword === 'escape')) return keywordWithCost(keyword, costNode, text);
  if (parameter === undefined) {
    if (keyword === 'convoke' || keyword === 'improvise' || keyword === 'delve') return { kind: 'cost', text, payment: keyword };
    if (keyword === 'assist') return { kind: 'cost', text, assist: true }; // 702.132a (engine casting/assist.ts)
    if (keyword === 'rebound') return { kind: 'cost', text, rebound: true }; // 702.88a (engine casting/rebound.ts)
    if (keyword === 'conspire') return { kind: 'cost', text, additional: { kind: 'conspire' } }; // 702.78a (engine casting/copyCosts.ts)
    if (keyword === 'retrace' || keyword === 'jump-start' || keyword === 'aftermath') return { kind: 'cost', text, graveyard: { kind: keyword } };
    return null;
  }
  if (keyword === 'casualty') return /^\d+$/.test(parameter) ? { kind: 'cost', text, additional: { kind: 'casualty', power: Number(parameter) } } : null; // 702.153a (engine casting/copyCosts.ts)
  if (keyword === 'affinity') {
    const forEach = affinityFilter(parameter);
    return forEach && { kind: 'cost', text, reduction: { generic: 1, forEach, controller: 'you' } };
  }
  // 702.62a: "Suspend N—[cost]"; "Suspend X—..." (X time counters, "X can't be 0") isn't read.
  if (keyword === 'suspend') {
    const [time, mana] = parameter.split('—');
    return /^\d+$/.test(time) && MANA_ONLY.test(mana ?? '') ? { kind: 'cost', text, suspend: { time: Number(time), mana } } : null;
  }
  // 702.113a: "Awaken N—[cost]"; the spell it casts is given by awaken.ts once the spell's text is read.
  if (keyword === 'awaken') {
    const [n, mana] = parameter.split('—');
    return /^\d+$/.test(n) && MANA_ONLY.test(mana ?? '') ? { kind: 'cost', text, alternative: { kind: 'awaken', mana, n: Number(n) } } : null;
  }
  if (!MANA_ONLY.test(parameter)) return null; // "Buyback—Sacrifice a land." isn't read
  if (keyword === 'disturb') return { kind: 'cost', text, alternative: { kind: 'disturb', mana: parameter } }; // 702.146a (engine casting/disturb.ts)
  if (keyword === 'foretell') return { kind: 'cost', text, alternative: { kind: 'foretell', mana: parameter } }; // 702.143a (engine casting/foretell.ts)
  if (keyword === 'replicate') return { kind: 'cost', text, additional: { kind: 'replicate', mana: parameter } }; // 702.56a (engine casting/copyCosts.ts)
  if (keyword === 'buyback' || keyword === 'entwine') return { kind: 'cost', text, additional: { kind: keyword, mana: parameter } };
  if (keyword === 'evoke') return { kind: 'cost', text, alternative: { kind: 'evoke', mana: parameter } }; // 702.74a
  if (keyword === 'overload') return { kind: 'cost', text, alternative: { kind: 'overload', mana: parameter } }; // 702.96a; its spell given by overload.ts
  if (keyword === 'emerge') return { kind: 'cost', text, alternative: { kind: 'emerge', mana: parameter } }; // 702.119a (engine casting/emerge.ts)
  if (keyword === 'blitz') return { kind: 'cost', text, alternative: { kind: 'blitz', mana: parameter } }; // 702.152a (engine casting/dash.ts)
  if (keyword === 'spectacle') return { kind: 'cost', text, alternative: { kind: 'spectacle', mana: parameter } }; // 702.137a (engine casting/spectacle.ts)
  if (keyword === 'surge') return { kind: 'cost', text, alternative: { kind: 'surge', mana: parameter } }; // 702.117a (engine casting/surge.ts)
  if (keyword === 'dash') return { kind: 'cost', text, alternative: { kind: 'dash', mana: parameter } }; // 702.109a (engine casting/dash.ts)
  // 702.37a, 702.37b: cast face down for {3}; the morph cost turns it face up (702.37e).
  if (keyword === 'morph' || keyword === 'megamorph') return { kind: 'cost', text, alternative: { kind: 'morph', mana: '{3}', turnUp: parameter, ...(keyword === 'megamorph' ? { mega: true } : {}) } };
  if (keyword === 'madness') return { kind: 'cost', text, alternative: { kind: 'madness', mana: parameter } }; // 702.35a
  return null;
}

/**
 * 118.8: an additional cost stated as an activation cost is ("discard a card", "sacrifice two
 * creatures", "pay 3 life"), paid with the objects given in `costs`; null for parts that name the
 * card itself or its tapping, which a spell can't pay.
 */
export function additionalCostsDef(c: CostNode, text: string): Extract<AbilityDef, { kind: 'cost' }> | null {
  const def = spellPayable(c);
  if (!def || def.mana) return null;
  return { kind: 'cost', text, additional: { kind: 'costs', cost: def } };
}

/** The parts of a cost a spell can pay with objects it doesn't name itself: not {T}, not "Sacrifice ~", no counters (118.8). */
function spellPayable(c: CostNode): CostDef | null {
  const def = cost(c);
  if (!def || def.tap || def.untap || def.sacrificeSelf || def.discardSelf || def.exertSelf || def.exileSelf || def.removeCounters || def.putCounters || def.loyalty !== undefined) return null;
  if (def.mana && /X/.test(def.mana)) return null;
  return def;
}

/** "Flashback—{1}{G}, Pay 3 life.", "Buyback—Sacrifice a land.": mana and other parts (702.34a, 702.27a). */
function keywordWithCost(keyword: 'flashback' | 'buyback' | 'escape', c: CostNode, text: string): Extract<AbilityDef, { kind: 'cost' }> | null {
  const def = spellPayable(c);
  if (!def) return null;
  const { mana = '', ...rest } = def;
  const more = Object.keys(rest).length ? { cost: rest } : {};
  if (keyword === 'buyback') return { kind: 'cost', text, additional: { kind: 'buyback', mana, ...more } };
  return { kind: 'cost', text, alternative: { kind: keyword, mana, ...more } }; // flashback 702.34a, escape 702.138a
}
