// The optional costs that copy a spell or share its payment, as the cast panel asks them:
// casualty (702.153a: "you may sacrifice a creature with power N or greater"), conspire (702.78a:
// "you may tap two untapped creatures you control that each share a color with it"), replicate
// (702.56a: "you may pay [cost] any number of times") and assist (702.132a: "the player you chose
// may pay for any amount of the generic mana in the spell's total cost"). Pure, from the draft.
import { colors, costAbilities, isCreature, objectAt, playerName, power, type CardDef, type CastOptions, type GameState, type ManaType, type PlayerId, manaString } from '../../engine';
import type { Draft } from '../uiStore';
import type { Stage } from './castFlow';

/** The spell's copying costs and whether it has assist, read from its abilities. */
export function copyingCosts(def: CardDef) {
  const { additional } = costAbilities(def.abilities);
  const casualty = additional.find((c) => c.kind === 'casualty');
  const replicate = additional.find((c) => c.kind === 'replicate');
  return {
    casualty: casualty?.kind === 'casualty' ? casualty : undefined,
    conspire: additional.some((c) => c.kind === 'conspire'),
    replicate: replicate?.kind === 'replicate' ? replicate : undefined,
    assist: def.abilities.some((a) => a.kind === 'cost' && !!a.assist),
  };
}

/** Whether the announcement (601.2b) asks about any of them. */
export function announcesCopyingCosts(def: CardDef): boolean {
  const c = copyingCosts(def);
  return !!c.casualty || c.conspire || !!c.replicate || c.assist;
}

/** The objects a casualty or conspire cost the player chose to pay asks for (601.2h). */
export function copyingCostStages(s: GameState, d: Draft, def: CardDef): Stage[] {
  const c = copyingCosts(def);
  const mine = s.battlefield.map((id) => objectAt(s, id)).filter((o) => o.controller === d.player && isCreature(s, o));
  const out: Stage[] = [];
  if (c.casualty && d.casualty) {
    const n = c.casualty.power;
    // 702.153a: "a creature with power N or greater", its power as the cost is paid.
    const legal = mine.filter((o) => power(s, o) >= n).map((o) => o.id);
    out.push({ kind: 'cost', cost: 'sacrifice', text: `casualty ${n}: sacrifice a creature with power ${n} or greater: click one of yours on the battlefield`, legal, count: 1, rule: '702.153a' });
  }
  if (c.conspire && d.conspire) {
    // 702.78a: each shares a color with the spell (105.4: a colorless spell shares none).
    const spell = colors(s, objectAt(s, d.source));
    const legal = mine.filter((o) => !o.tapped && colors(s, o).some((x) => spell.includes(x))).map((o) => o.id);
    out.push({ kind: 'cost', cost: 'tap', text: 'conspire: tap two untapped creatures you control that each share a color with it: click them on the battlefield', legal, count: 2, rule: '702.78a' });
  }
  return out;
}

/** The players who may assist: the others still in the game (702.132a: "another player"). */
export function assistants(s: GameState, caster: PlayerId): { id: PlayerId; name: string; pool: number }[] {
  return Object.values(s.players)
    .filter((p) => p.id !== caster && !p.lost)
    .map((p) => ({ id: p.id, name: playerName(s, p.id), pool: p.manaPool.reduce((n, m) => n + m.amount, 0) }));
}

/** The mana the assisting player spends: the first `amount` in their pool (any mana pays generic, 107.4). */
function assistMana(s: GameState, player: PlayerId, amount: number): string {
  const types: ManaType[] = s.players[player].manaPool.flatMap((m) => Array<ManaType>(m.amount).fill(m.type));
  return manaString(types.slice(0, amount));
}

/** The draft's replicate and assist announcements as castOptions (SCENARIO.md). */
export function copyingCostOptions(s: GameState, d: Draft): Pick<CastOptions, 'replicate' | 'assist'> {
  const o: Pick<CastOptions, 'replicate' | 'assist'> = {};
  if (d.replicate) o.replicate = d.replicate;
  if (d.assist && d.assist.amount > 0 && s.players[d.assist.player]) o.assist = { player: d.assist.player, pay: assistMana(s, d.assist.player, d.assist.amount) };
  return o;
}
