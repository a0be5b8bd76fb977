// 303.4f: an Aura put onto the battlefield by an effect (not resolving as an Aura spell) that
// doesn't say what it enchants: the player it enters under chooses, as it enters, a legal object or
// player for its enchant ability (no target: hexproof doesn't stop it, protection does, 702.16c).
// With nothing it could enchant, it doesn't enter and stays in the zone it was in.
import { ask } from './agenda';
import type { Tx } from '../state/game';
import { log, optionsFor, playerName, playersInGame } from '../state/game';
import { attachmentKind, cantAttach } from '../state/attachment';
import type { EntityId, GameObject, GameState, Instruction } from '../state/state';

type Enter = Extract<Instruction, { op: 'enter' }>;

/** Whether `o` is an Aura whose player must choose what it enchants as it enters (303.4f). */
export function auraAsItEnters(s: GameState, o: GameObject): boolean {
  return attachmentKind(s, o) === 'Aura';
}

/** What the Aura could enchant entering under `controller` (702.5a, 303.4d, 702.16c). */
function enchantable(s: GameState, o: GameObject, controller: string): EntityId[] {
  const as = { ...o, controller };
  const objects = s.battlefield.filter((id) => !cantAttach(s, as, id));
  const players = playersInGame(s).filter((p) => !cantAttach(s, as, p));
  return [...objects, ...players];
}

/** 'asked' while the choice is pending; 'stays' when nothing could be enchanted; else the instruction with `attachTo` chosen. */
export function decideAura(tx: Tx, o: GameObject, ins: Enter): 'asked' | 'stays' | Enter {
  if (ins.attachTo !== undefined || !auraAsItEnters(tx.s, o)) return ins;
  if (ins.askingAttach) {
    const { answer, askingAttach: _a, ...rest } = ins;
    const id = (answer as EntityId[] | undefined)?.[0];
    if (id !== undefined) return { ...rest, attachTo: id };
  }
  const can = enchantable(tx.s, o, ins.controller);
  if (can.length === 0) {
    log(tx, '303.4f', `${o.card} is an Aura and there is nothing it could enchant: it doesn't enter the battlefield and stays in ${o.zone === 'exile' ? 'exile' : `${playerName(tx.s, o.owner)}'s ${o.zone}`}.`, [o.id]);
    return 'stays';
  }
  ask(tx, {
    kind: 'pick',
    player: ins.controller,
    prompt: `${o.card} is an Aura entering the battlefield: ${playerName(tx.s, ins.controller)} chooses what it will enchant.`,
    rule: '303.4f',
    options: optionsFor(tx.s, can),
    min: 1,
    max: 1,
    then: { ...ins, askingAttach: true },
  });
  return 'asked';
}
