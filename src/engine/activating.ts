// Activating an ability (602.2). A mana ability (605.1a) doesn't use the stack: it resolves at
// once (605.3b) and may be activated while its controller is asked a choice (605.3a).
import type { Action } from './actions';
import { activatedAbilities, isManaAbility } from './abilities';
import { pushFront } from './agenda';
import { cardOf } from './characteristics';
import { checkTapCost, payMana, payTapCost } from './costs';
import { RulesError } from './errors';
import type { Tx } from './game';
import { describe, log, possessive, patchState, patchTurn, playerName } from './game';
import { parseCost, withX } from './mana';
import { requirePriority } from './priority';
import type { EffectContext, Instruction } from './state';
import { chooseTargets } from './targets';
import { createObject } from './zones';

type Activate = Extract<Action, { type: 'activate' }>;

export function activate(tx: Tx, a: Activate): void {
  const s = tx.s;
  const o = s.objects[a.source];
  if (!o) throw new RulesError('There is no such permanent in the game', '602.2');
  const def = cardOf(s, o);
  const list = activatedAbilities(def.abilities);
  const chosen = list[a.ability];
  if (!chosen) {
    throw new RulesError(`${def.name} has ${list.length || 'no'} activated abilit${list.length === 1 ? 'y' : 'ies'}; there is no ability ${a.ability}`, '602.1');
  }
  const { def: ability, index } = chosen;
  const mana = isManaAbility(ability);
  if (mana && s.choice && s.choice.player === a.player && !s.gameOver) {
    // 605.3a: a mana ability may be activated while its controller is making a choice.
  } else {
    requirePriority(s, a.player, `activate ${def.name}'s ability`);
  }
  if (o.zone !== 'battlefield') throw new RulesError(`${def.name} isn't on the battlefield, so its ability can't be activated`, '602.2');
  if (o.controller !== a.player) {
    throw new RulesError(`Only ${def.name}'s controller, ${playerName(s, o.controller)}, can activate its abilities`, '602.2');
  }
  const x = a.x ?? 0;
  const cost = parseCost(ability.cost.mana ?? '');
  if (!cost.some((c) => c.kind === 'x') && x !== 0) throw new RulesError(`That ability has no {X} in its cost, so X can't be ${x}`, '107.3a');
  checkTapCost(s, o, ability.cost);
  const targets = chooseTargets(s, ability.targets ?? [], a.targets, a.player, `${def.name}'s ability`);

  if (mana) {
    log(tx, '605.3b', `${playerName(s, a.player)} activates ${possessive(describe(s, o.id))} mana ability: ${ability.text}`, [o.id]);
    payTapCost(tx, o, ability.cost);
    payMana(tx, a.player, withX(cost, x), a.pay, `${def.name}'s ability`);
    const ctx: EffectContext = { source: o.id, sourceName: def.name, controller: a.player, targets: [], x, manaAbility: true, tappedForMana: !!ability.cost.tap };
    const effects: Instruction[] = ability.effects.map((effect) => ({ op: 'effect', effect, ctx }));
    const pending = tx.s.choice;
    if (pending) {
      // Resolve the mana ability first, then ask the interrupted choice again.
      patchState(tx, { choice: null });
      pushFront(tx, ...effects, { op: 'ask', choice: pending });
    } else {
      pushFront(tx, ...effects, { op: 'priority', player: a.player });
    }
    return;
  }

  // 602.2a: the ability becomes an object on the stack; then its costs are paid (602.2b).
  const id = createObject(tx, {
    card: def.name,
    owner: a.player,
    controller: a.player,
    zone: 'stack',
    stackItem: { kind: 'ability', source: o.id, ability: index, targets, x, modes: [] },
  });
  const aimed = targets.flat().map((t) => describe(tx.s, t));
  log(tx, '602.2', `${playerName(s, a.player)} activates ${possessive(def.name)} ability${aimed.length ? ` targeting ${aimed.join(', ')}` : ''}: ${ability.text}`, [id, o.id, ...targets.flat()]);
  payTapCost(tx, o, ability.cost);
  payMana(tx, a.player, withX(cost, x), a.pay, `${def.name}'s ability`);
  patchTurn(tx, { passed: [] });
  pushFront(tx, { op: 'priority', player: a.player });
}
