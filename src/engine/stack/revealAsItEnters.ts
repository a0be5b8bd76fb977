// "As Choked Estuary enters, you may reveal an Island or Swamp card from your hand. If you don't,
// Choked Estuary enters tapped." (614.12, 614.1c): a replacement effect with a choice its controller
// makes as it would enter, before it does. Revealing shows the card to every player (701.20a); it
// stays in the hand. A player with no such card can't choose to reveal one (608.2d) and isn't asked.
import { ask } from './agenda';
import { abilities, hasSubtype } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, log, optionsFor, playerName } from '../state/game';
import { objectAt } from '../state/objectTable';
import type { GameObject, GameState, Instruction, ObjectId } from '../state/state';

type Enter = Extract<Instruction, { op: 'enter' }>;

/** The subtypes a card to reveal may have, if it has the ability. */
export function revealAsItEnters(s: GameState, o: GameObject): string[] | undefined {
  for (const a of abilities(s, o)) if (a.kind === 'static' && a.rule?.kind === 'entersTappedUnlessReveals') return a.rule.subtypes;
  return undefined;
}

/** 'asked' while the choice is pending; else the instruction with the decision made (`revealed`). */
export function decideReveal(tx: Tx, o: GameObject, ins: Enter): 'asked' | Enter {
  const subtypes = revealAsItEnters(tx.s, o);
  if (subtypes === undefined || ins.revealed !== undefined) return ins;
  const name = playerName(tx.s, ins.controller);
  const kind = `${/^[AEIOU]/.test(subtypes[0]) ? 'an' : 'a'} ${subtypes.join(' or ')} card`;
  if (!ins.askedReveal) {
    // The permanent itself, still in the hand as it is played, isn't among the cards to reveal.
    const cards = tx.s.players[ins.controller].hand.filter((id) => id !== o.id && subtypes.some((t) => hasSubtype(tx.s, objectAt(tx.s, id), t)));
    if (cards.length === 0) {
      log(tx, ['614.12', '608.2d'], `${name} has no ${subtypes.join(' or ')} card in hand to reveal for ${o.card}.`, [o.id, ins.controller]);
      return { ...ins, revealed: false };
    }
    ask(tx, {
      kind: 'pick',
      player: ins.controller,
      prompt: `As ${o.card} enters the battlefield, ${name} may reveal ${kind} from their hand: choose one, or none to have it enter tapped.`,
      rule: '614.12',
      options: optionsFor(tx.s, cards),
      min: 0,
      max: 1,
      then: { ...ins, askedReveal: true },
    });
    return 'asked';
  }
  const { answer, askedReveal: _b, ...rest } = ins;
  const chosen = (answer as ObjectId[] | undefined)?.[0];
  if (chosen === undefined) return { ...rest, revealed: false };
  log(tx, ['614.12', '701.20a'], `${name} reveals ${describe(tx.s, chosen)} from their hand as ${o.card} enters the battlefield.`, [o.id, ins.controller, chosen]);
  return { ...rest, revealed: true };
}
