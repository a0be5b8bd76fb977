// A leveler card's text box (711): each level symbol with the power/toughness box and the
// abilities printed in its striation is one static ability (711.2): "As long as this creature has
// at least N1 level counters on it, but no more than N2 level counters on it, it has base power and
// toughness [P/T] and has [abilities]" (711.2a; "N3 or more", 711.2b). The P/T is a layer 7b
// effect (613.4b), the abilities layer 6 (613.1f); below the first symbol, and off the battlefield,
// the card has its uppermost (printed) power and toughness (711.5, 711.6).
import type { AbilityDef, StaticDef } from '../engine/state/card';
import type { LayerChange } from '../engine/state/layers';
import type { AbilityNode } from './tree';

/** One striation: the index of its level symbol, of its P/T box, and of the abilities printed in it. */
export type Striation = { symbol: number; pt: number | null; abilities: number[]; min: number; max?: number };

const symbolOf = (a: AbilityNode) => (a.kind === 'static' && a.body.kind === 'levelSymbol' ? a.body : null);

/** The striations of a leveler's abilities, in order; none for any other card. */
export function striations(nodes: AbilityNode[]): Striation[] {
  const out: Striation[] = [];
  nodes.forEach((a, i) => {
    const symbol = symbolOf(a);
    if (symbol) {
      out.push({ symbol: i, pt: null, abilities: [], min: symbol.min, ...(symbol.max !== undefined ? { max: symbol.max } : {}) });
      return;
    }
    const last = out[out.length - 1];
    if (!last) return;
    // 711.2: the P/T box printed right after the symbol is the striation's; the rest are its abilities.
    if (last.pt === null && last.abilities.length === 0 && a.kind === 'static' && a.body.kind === 'levelPt') last.pt = i;
    else last.abilities.push(i);
  });
  return out;
}

/**
 * The striation's static ability, from its P/T box and its abilities already lowered (null where
 * one isn't): null unless every one of them is read, so nothing is half granted.
 */
export function striationAbility(st: Striation, nodes: AbilityNode[], lowered: (AbilityDef | null)[], text: string): AbilityDef | null {
  const granted = st.abilities.map((i) => lowered[i]);
  if (granted.some((d) => d === null || d.kind === 'unmodelled')) return null;
  // An ability granted in layer 6 that itself changes abilities or anything earlier (Joraga
  // Treespeaker's "Elves you control have ...") is not applied by the engine's layers: not read.
  if (granted.some((d) => d!.kind === 'static' && d!.rule?.kind === 'continuous' && d!.rule.changes.some((c) => !c.layer.startsWith('7')))) return null;
  const pt = st.pt === null ? null : nodes[st.pt];
  const changes: LayerChange[] = [];
  if (granted.length > 0) changes.push({ layer: '6', addAbilities: granted as AbilityDef[] });
  if (pt && pt.kind === 'static' && pt.body.kind === 'levelPt') changes.push({ layer: '7b', power: pt.body.power, toughness: pt.body.toughness });
  const rule: StaticDef = {
    kind: 'continuous',
    affects: { self: true },
    changes,
    condition: { amount: { of: 'sourceCounters', counter: 'level' }, atLeast: st.min, ...(st.max !== undefined ? { atMost: st.max } : {}) },
  };
  return { kind: 'static', text, rule };
}

/** Every index a striation holds beyond its symbol: these are part of the symbol's ability (711.2). */
export function striationMembers(list: Striation[]): Set<number> {
  return new Set(list.flatMap((st) => [...(st.pt === null ? [] : [st.pt]), ...st.abilities]));
}
