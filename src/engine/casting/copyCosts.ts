// Additional costs whose payment makes the spell copy itself as it is cast: casualty (702.153a,
// "As an additional cost to cast this spell, you may sacrifice a creature with power N or greater"
// and "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any
// targets, you may choose new targets for the copy.") and conspire (702.78a, "you may tap two
// untapped creatures you control that each share a color with it", and the same trigger). The
// payment is announced with the objects that pay it (`costs.sacrifice`, `costs.tap`, 601.2b) and
// paid with the rest of the total cost (601.2h); the trigger is the keyword's own, noticed as the
// spell becomes cast (601.2i), its "if" true then and recorded on the spell (603.4). A copy put on
// the stack is not cast (707.10): it doesn't trigger again. Replicate (702.56a): "As an additional
// cost to cast this spell, you may pay [cost] any number of times" (`replicate`, the times paid) and
// "When you cast this spell, if a replicate cost was paid for it, copy it for each time its
// replicate cost was paid. If the spell has any targets, you may choose new targets for any of the copies."
import type { CastOptions } from '../actions';
import type { AdditionalCost, CardDef, CostDef } from '../state/card';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, log, possessive } from '../state/game';
import type { GameObject, GameState, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { addPending } from '../stack/pendingTrigger';
import { abilities, colors, isCreature, power } from '../state/characteristics';

type CopyCost = Extract<AdditionalCost, { kind: 'casualty' | 'conspire' }>;
type Copying = Extract<AdditionalCost, { kind: 'casualty' | 'conspire' | 'replicate' }>['kind'];

const RULE = { casualty: '702.153a', conspire: '702.78a', replicate: '702.56a' } as const;

/**
 * The cost paid, as an activation cost states it, when the objects that pay it are given; null when
 * none are (the optional cost isn't paid). The objects are checked by the stated cost (spellCosts.ts).
 */
export function copyCost(s: GameState, def: CardDef, self: ObjectId, c: CopyCost, given: CastOptions['costs'], sacrificeUsed: boolean, tapUsed: boolean): CostDef | null {
  if (c.kind === 'casualty') {
    if (!given?.sacrifice?.length || sacrificeUsed) return null;
    // "with power N or greater": its power as the cost is determined (208.1).
    for (const id of given.sacrifice) {
      const o = objectAt(s, id);
      if (o && o.zone === 'battlefield' && isCreature(s, o) && power(s, o) < c.power) throw new RulesError(`${describe(s, id)} has power ${power(s, o)}: casualty ${c.power} sacrifices a creature with power ${c.power} or greater`, '702.153a');
    }
    return { sacrifice: { count: 1, filter: { types: ['Creature'] } } };
  }
  if (!given?.tap?.length || tapUsed) return null;
  // 702.78a: "each share a color with it": the spell's colors as it is cast (105.4: a colorless spell shares none).
  const mine = colors(s, objectAt(s, self));
  for (const id of given.tap) {
    const o = objectAt(s, id);
    if (o && !colors(s, o).some((x) => mine.includes(x))) throw new RulesError(`${describe(s, id)} shares no color with ${def.name}, so it can't be tapped to pay its conspire cost`, '702.78a');
  }
  return { tapUntapped: { count: 2, filter: { types: ['Creature'] } } };
}

/** 601.2i: the spell became cast; each casualty or conspire cost paid for it triggers its keyword's copy ability. */
export function copyCostsTrigger(tx: Tx, spell: GameObject): void {
  const paid = spell.stackItem?.copyCosts ?? [];
  const replicated = spell.stackItem?.replicated ?? 0;
  if (!paid.length && !replicated) return;
  abilities(tx.s, spell).forEach((a, i) => {
    if (a.kind !== 'cost') return;
    const kind = a.additional?.kind;
    // 702.56a: "copy it for each time its replicate cost was paid" (702.56b: one instance is modelled).
    if (kind === 'replicate' && replicated > 0) {
      log(tx, RULE.replicate, `${possessive(spell.card)} replicate cost was paid ${replicated === 1 ? 'once' : `${replicated} times`}: its replicate ability triggers, and will copy it ${replicated === 1 ? 'once' : `${replicated} times`}.`, [spell.id]);
      addPending(tx, spell, i, { player: spell.controller, spell, object: spell.id, count: replicated });
      return;
    }
    if ((kind !== 'casualty' && kind !== 'conspire') || !paid.includes(kind)) return;
    log(tx, RULE[kind], `${possessive(spell.card)} ${kind} cost was paid: its ${kind} ability triggers, and will copy it.`, [spell.id]);
    addPending(tx, spell, i, { player: spell.controller, spell, object: spell.id });
  });
}

/** What the keyword's triggered ability does: "copy it. If the spell has any targets, you may choose new targets for the copy." */
export function copyCostPart(text: string, kind: Copying) {
  if (kind === 'replicate') {
    return {
      text: `${text}: when you cast this spell, if a replicate cost was paid for it, copy it for each time its replicate cost was paid. If the spell has any targets, you may choose new targets for any of the copies.`,
      targets: [],
      effects: [{ kind: 'copySpell' as const, what: { who: 'eventSpell' as const }, times: { of: 'eventCount' as const }, newTargets: true }],
    };
  }
  const paid = kind === 'casualty' ? 'a casualty cost was paid for it' : 'its conspire cost was paid';
  return {
    text: `${text}: when you cast this spell, if ${paid}, copy it. If the spell has any targets, you may choose new targets for the copy.`,
    targets: [],
    effects: [{ kind: 'copySpell' as const, what: { who: 'eventSpell' as const }, newTargets: true }],
  };
}
