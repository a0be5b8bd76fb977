// "As Steam Vents enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 614.1c): a
// replacement effect that modifies how the permanent enters, with a choice its controller makes as
// it would enter, before it does. A player can pay life only with that much life (119.4); one who
// can't is not asked, and it enters tapped.
import { ask } from './agenda';
import { abilities } from '../state/characteristics';
import type { Tx } from '../state/game';
import { getPlayer, log, patchPlayer, playerName } from '../state/game';
import type { GameObject, GameState, Instruction } from '../state/state';
import { lifeChanged } from './lifeTriggers';

type Enter = Extract<Instruction, { op: 'enter' }>;

/** The life it asks, if it has the ability. */
export function lifeAsItEnters(s: GameState, o: GameObject): number | undefined {
  for (const a of abilities(s, o)) if (a.kind === 'static' && a.rule?.kind === 'entersTappedUnlessPays') return a.rule.life;
  return undefined;
}

/** 'asked' while the choice is pending; else the instruction with the decision made (and the life paid). */
export function decideLife(tx: Tx, o: GameObject, ins: Enter): 'asked' | Enter {
  const life = lifeAsItEnters(tx.s, o);
  if (life === undefined || ins.lifePaid !== undefined) return ins;
  const p = getPlayer(tx.s, ins.controller);
  const name = playerName(tx.s, ins.controller);
  if (!ins.askedLife) {
    if (p.life < life) {
      log(tx, ['614.12', '119.4'], `${name} can't pay ${life} life for ${o.card} (${p.life} life).`, [o.id, ins.controller]);
      return { ...ins, lifePaid: false };
    }
    ask(tx, { kind: 'yesNo', player: ins.controller, prompt: `As ${o.card} enters the battlefield, ${name} may pay ${life} life. If ${name} doesn't, it enters tapped.`, rule: '614.12', options: [], then: { ...ins, askedLife: true } });
    return 'asked';
  }
  const { answer: _a, askedLife: _b, ...rest } = ins;
  if (ins.answer !== true) return { ...rest, lifePaid: false };
  patchPlayer(tx, ins.controller, { life: p.life - life });
  log(tx, ['614.12', '119.4'], `${name} pays ${life} life as ${o.card} enters the battlefield (${p.life} → ${p.life - life}).`, [o.id, ins.controller]);
  lifeChanged(tx, ins.controller, life, 'lose');
  return { ...rest, lifePaid: true };
}
