// "You may put a land card from your hand onto the battlefield." (Growth Spiral, Elvish Piper): the
// controller chooses a card of the quality from their hand as the effect resolves (608.2d) and puts
// it onto the battlefield under their control (110.2), tapped if the text says so. A `pick`, asked
// even with one card that fits; "you may" allows none (`[]`). Putting a land this way is not playing
// it (305.4): it doesn't count toward the lands played this turn.
import type { EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import { putOntoBattlefield } from '../stack/copyChoice';
import { hasQuality, qualityWords } from '../state/cardQuality';
import { cardOf } from '../state/characteristics';
import type { Tx } from '../state/game';
import { getPlayer, log, optionsFor } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { resolvingName } from './resolvingName';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function putFromHand(tx: Tx, e: Extract<EffectDef, { kind: 'putFromHand' }>, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  // 303.4f: an Aura (a Kindred one of a "Goblin permanent card") would need an object to enchant chosen: not offered here.
  const fits = p.hand.filter((id) => hasQuality(tx.s, objectAt(tx.s, id), e.card) && !cardOf(tx.s, objectAt(tx.s, id)).subtypes?.includes('Aura'));
  const kind = qualityWords(e.card);
  if (fits.length === 0) {
    log(tx, '608.2d', `${p.name} has no ${kind.replace(/^an? /, '')} in their hand to put onto the battlefield (${resolvingName(tx.s, ctx)}).`, [p.id]);
    return;
  }
  const min = e.optional ? 0 : 1;
  if (ins.answer === undefined) {
    ask(tx, {
      kind: 'pick',
      player: p.id,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} ${e.optional ? 'may put' : 'puts'} ${kind} from their hand onto the battlefield${e.tapped ? ' tapped' : ''}${e.optional ? ' (or none)' : ''}.`,
      rule: '608.2d',
      options: optionsFor(tx.s, fits),
      min,
      max: 1,
      then: ins,
    });
    return;
  }
  const chosen = (ins.answer as ObjectId[]).filter((id) => fits.includes(id));
  if (chosen.length === 0) {
    log(tx, '608.2d', `${p.name} puts no card from their hand onto the battlefield.`, [p.id]);
    return;
  }
  log(tx, '110.2', `${p.name} puts ${objectAt(tx.s, chosen[0]).card} from their hand onto the battlefield${e.tapped ? ' tapped' : ''} under their control.`, [p.id, ...chosen]);
  putOntoBattlefield(tx, chosen, p.id, { tapped: e.tapped });
}
