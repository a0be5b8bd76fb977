// "You may cast it" during a resolution (608.2g): the player answers a `cast` choice with the
// spell's options, or false to decline. The spell is cast through 601.2a-i, with no priority after.
import type { EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import { cast } from '../casting/casting';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { log, patchObject, playerName } from '../state/game';
import { resolvingName } from './resolvingName';
import type { CastOptions } from '../actions';
import type { EffectContext, GameObject, GameState, Instruction, PlayerId } from '../state/state';
import { costAbilities, modalAbility, spellParts } from '../casting/abilities';
import { cardOf, isType } from '../state/characteristics';
import { legalTargets, phraseBounds } from '../casting/targets';
import { permanents } from '../state/zones';
import { affected } from './affected';
import { objectAt } from '../state/objectTable';
import { madnessNotCast } from '../casting/madness';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function castCard(tx: Tx, e: Extract<EffectDef, { kind: 'castCard' }>, ctx: EffectContext, ins: Ins): void {
  const [card] = affected(tx, e.what, ctx);
  const o = card ? objectAt(tx.s, card) : undefined;
  // A card that has left the zone it was in can't be found to be cast (400.7).
  if (!o || (e.as === 'miracle' && o.zone !== 'hand') || (e.as === 'madness' && o.zone !== 'exile')) {
    log(tx, '608.2g', `${ctx.sourceName}: the card is no longer there to be cast.`, [ctx.source]);
    return;
  }
  const how = e.as === 'miracle' || e.as === 'madness' ? `for its ${e.as} cost` : e.withoutPaying ? 'without paying its mana cost' : '';
  const impossible = whyNotCastable(tx.s, o, ctx.controller);
  if (impossible) {
    // A "you may cast" that can't legally be taken is not asked (SCENARIO.md); a copy not cast ceases to exist.
    log(tx, '601.2c', `${o.copy ? 'The copy of ' : ''}${o.card} can't be cast: ${impossible}.`, [o.id]);
    if (e.as === 'madness') madnessNotCast(tx, o.id);
    return;
  }
  if (ins.answer === undefined) {
    ask(tx, {
      kind: 'cast',
      player: ctx.controller,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${playerName(tx.s, ctx.controller)} may cast ${o.copy ? 'the copy of ' : ''}${o.card}${how ? ` ${how}` : ''} now, or not cast it.`,
      rule: '608.2g',
      options: [],
      cast: { card: o.id, ...(e.as ? { as: e.as } : {}), withoutPaying: !!e.withoutPaying },
      then: ins,
    });
    return;
  }
  if (ins.answer === false) {
    log(tx, '608.2g', `${playerName(tx.s, ctx.controller)} doesn't cast ${o.card}.`, [ctx.controller]);
    if (e.as === 'madness') madnessNotCast(tx, o.id);
    return;
  }
  const options = ins.answer as CastOptions;
  if (options.as !== undefined && options.as !== e.as) throw new RulesError(`${o.card} is cast ${how} here, not with "${options.as}"`, '608.2g');
  cast(tx, { type: 'cast', player: ctx.controller, card: o.id, ...options, ...(e.as ? { as: e.as } : {}), from: o.zone }, { withoutPaying: !!e.withoutPaying, duringResolution: true });
  // 702.62a: a spell cast by its suspend ability is marked, for the haste a creature spell gains.
  if (e.suspend) {
    const spell = tx.s.stack[tx.s.stack.length - 1];
    patchObject(tx, spell, { stackItem: { ...objectAt(tx.s, spell).stackItem!, suspended: true } });
  }
}

/** Why no cast of the card could be legal now, or undefined if one could (a mandatory cost, a required target). */
function whyNotCastable(s: GameState, o: GameObject, player: PlayerId): string | undefined {
  const def = cardOf(s, o);
  for (const c of costAbilities(def.abilities).additional) {
    if (c.kind === 'sacrifice' && !permanents(s, player).some((p) => isType(s, p, c.type))) {
      return `its additional cost requires sacrificing a ${c.type.toLowerCase()}, and ${playerName(s, player)} controls none`;
    }
  }
  const modal = modalAbility(def.abilities);
  const satisfiable = (modes: number[]) =>
    spellParts(def.abilities, modes).every((part) => part.targets.every((spec) => phraseBounds(spec)[0] === 0 || legalTargets(s, spec, player, o.id).length > 0));
  if (!modal) return satisfiable([]) ? undefined : 'it has no legal target';
  const combos = (from: number, k: number): number[][] => (k === 0 ? [[]] : from >= modal.options.length ? [] : [...combos(from + 1, k - 1).map((c) => [from, ...c]), ...combos(from + 1, k)]);
  // "Choose one or both": the fewest modes it allows are the easiest to satisfy.
  return combos(0, modal.min ?? modal.choose).some(satisfiable) ? undefined : 'no choice of modes has legal targets';
}
