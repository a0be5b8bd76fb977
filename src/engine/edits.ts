// Sandbox edits: a judge setting up a position, outside the rules. An edit sets the state and
// nothing else: nothing triggers, no replacement applies, no state-based action is checked.
import type { EditAction } from './actions';
import { COMBAT_ONLY_STEPS } from './combat/steps';
import { endCombat } from './combat/combat';
import { STEP_NAMES } from './turn/turn';
import { RulesError } from './errors';
import type { Tx } from './state/game';
import { describe, getObject, getPlayer, isPlayer, log, patchObject, patchPlayer, patchState, patchTurn, playerName, possessive } from './state/game';
import { attach, unattach } from './state/attachment';
import { setBaseController } from './layers/baseControl';
import { manaString, parseMana } from './mana/mana';
import { fillPool } from './mana/pool';
import { moveObject, placeCard } from './state/zones';
import { allObjects } from './state/objectTable';
import { checkEdit } from './editFields';
import { checkWithin } from './state/limits';
import { cardOf, frontOf } from './state/characteristics';
import { withPrintedLoyalty } from './state/printedLoyalty';
import { putTriggerByEdit } from './stack/triggersToStack';
import { faceTurned } from './state/transform';

function edited(tx: Tx, text: string, refs: string[]): void {
  log(tx, '', text, refs, true);
}

export function edit(tx: Tx, a: EditAction): void {
  // A `manual` choice waits for the text to be carried out with edits (SCENARIO.md): the one
  // choice during which the workbench may change the game.
  const manual = tx.s.choice?.kind === 'manual';
  if (tx.s.choice && !manual) {
    throw new RulesError(`Edits wait until the pending choice is answered: ${tx.s.choice.prompt}`, tx.s.choice.rule);
  }
  if (tx.s.agenda.length && !manual) throw new RulesError('Edits wait until the resolution in progress is finished', '608.2');
  checkEdit(tx.s, a);
  switch (a.op) {
    case 'move': {
      const o = getObject(tx.s, a.object);
      if (a.to === 'stack') throw new RulesError(`A card can't be edited onto the stack: cast it instead`, '601.2a');
      // An ability on the stack has no card (405.1): moving it would make a card out of nothing.
      if (o.stackItem?.kind === 'ability') throw new RulesError(`${describe(tx.s, o.id)} is an ability, not a card: it can't be moved to another zone`, '405.1');
      const id = moveObject(tx, a.object, a.to, {
        controller: a.player ?? o.controller,
        position: a.position,
        tapped: a.tapped ?? false,
        sick: a.sick ?? false,
        silent: true,
        ...(a.to === 'battlefield' ? { counters: withPrintedLoyalty(cardOf(tx.s, o)) } : {}),
      });
      edited(tx, `Edit: ${o.card} moved to ${zoneName(tx, a.to, a.to === 'battlefield' ? getObject(tx.s, id).controller : getObject(tx.s, id).owner)}.`, [id]);
      return;
    }
    case 'create': {
      if (a.to === 'stack') throw new RulesError(`A card can't be edited onto the stack: cast it instead`, '601.2a');
      const owner = a.owner ?? a.player;
      const id = placeCard(tx, a.card, a.to, owner, a.player, a, a.position);
      if (a.attachedTo !== undefined) {
        if (a.to !== 'battlefield') throw new RulesError('Only a permanent can be attached to something', '701.3a');
        if (!isPlayer(tx.s, a.attachedTo)) onBattlefield(tx, a.attachedTo, 'have something attached to it', '701.3a');
        attach(tx, id, a.attachedTo);
      }
      edited(tx, `Edit: ${a.card.name} created ${a.to === 'battlefield' ? 'on' : 'in'} ${zoneName(tx, a.to, a.to === 'battlefield' ? a.player : owner)}.`, [id]);
      return;
    }
    case 'life': {
      const p = getPlayer(tx.s, a.player);
      patchPlayer(tx, a.player, { life: a.life });
      edited(tx, `Edit: ${p.name}'s life set to ${a.life} (was ${p.life}).`, [a.player]);
      return;
    }
    case 'counters': {
      const o = getObject(tx.s, a.object);
      // Built from entries: a kind read or written by name could meet Object.prototype ("constructor").
      const counters = new Map(Object.entries(o.counters));
      for (const [kind, n] of Object.entries(a.counters)) {
        const total = (counters.get(kind) ?? 0) + n;
        checkWithin('counters', total, '122.1');
        if (total > 0) counters.set(kind, total);
        else counters.delete(kind);
      }
      patchObject(tx, a.object, { counters: Object.fromEntries(counters) });
      const said = Object.entries(a.counters).map(([k, n]) => `${n >= 0 ? 'put' : 'removed'} ${Math.abs(n)} ${k} counter${Math.abs(n) === 1 ? '' : 's'}`).join(', ');
      edited(tx, `Edit: ${said} ${Object.values(a.counters).every((n) => n < 0) ? 'from' : 'on'} ${describe(tx.s, a.object)}.`, [a.object]);
      return;
    }
    case 'tap':
    case 'untap': {
      const o = getObject(tx.s, a.object);
      if (o.zone !== 'battlefield') throw new RulesError(`Only a permanent can be tapped or untapped; ${o.card} isn't on the battlefield`, '107.5');
      patchObject(tx, a.object, { tapped: a.op === 'tap' });
      edited(tx, `Edit: ${describe(tx.s, a.object)} ${a.op === 'tap' ? 'tapped' : 'untapped'}.`, [a.object]);
      return;
    }
    case 'damage': {
      const o = onBattlefield(tx, a.object, 'have damage marked on it', '120.3e');
      if (!Number.isInteger(a.damage) || a.damage < 0) throw new RulesError(`Damage marked is a whole number of 0 or more, not ${a.damage}`, '120.3e');
      patchObject(tx, o.id, { damage: a.damage });
      edited(tx, `Edit: ${describe(tx.s, o.id)} has ${a.damage} damage marked.`, [o.id]);
      return;
    }
    case 'sick': {
      const o = onBattlefield(tx, a.object, 'be summoning sick', '302.6');
      patchObject(tx, o.id, { sick: a.sick });
      edited(tx, `Edit: ${describe(tx.s, o.id)} ${a.sick ? 'came under its controller\'s control this turn (summoning sick)' : 'has been under its controller\'s control since their turn began'}.`, [o.id]);
      return;
    }
    case 'turn': {
      if (tx.s.stack.length) throw new RulesError('The turn can be set only with an empty stack', '500.2');
      const step = a.step ?? tx.s.turn.step;
      if (step === 'untap' || step === 'cleanup') throw new RulesError(`No player receives priority in the ${step} step, so a game can't be set there`, step === 'untap' ? '502.4' : '514.3');
      const active = a.active ?? tx.s.turn.active;
      if (!tx.s.players[active] || tx.s.players[active].lost) throw new RulesError('The active player must be a player in the game', '500.1');
      const number = a.number ?? tx.s.turn.number;
      if (!Number.isInteger(number) || number < 1) throw new RulesError(`The turn number is a whole number from 1, not ${number}`, '500.1');
      if (COMBAT_ONLY_STEPS.includes(step)) throw new RulesError(`A game can't be set in the ${STEP_NAMES[step]}: that step exists only in a combat with attackers declared`, '508.8');
      // The active player now holds priority, so a player has received it in this step (514.3a).
      patchTurn(tx, { active, step, number, priority: active, passed: [], hadPriority: true });
      // SCENARIO.md, `turn`: no turn-based action happens, and a combat under way ends.
      endCombat(tx);
      edited(tx, `Edit: turn ${number}, ${playerName(tx.s, active)}'s ${step}; ${playerName(tx.s, active)} holds priority.`, [active]);
      return;
    }
    case 'addPlayer': {
      const name = a.name.trim();
      if (tx.s.order.length >= 4) throw new RulesError('The sandbox plays with 2 to 4 players', '500.1');
      if (!name || tx.s.order.some((p) => tx.s.players[p].name === name)) throw new RulesError(`"${name}" can't be a new player's name: it is empty or taken`, '500.1');
      const id = freePlayerId(tx);
      patchState(tx, {
        order: [...tx.s.order, id],
        players: { ...tx.s.players, [id]: { id, name, life: 20, library: [], hand: [], graveyard: [], manaPool: [], lost: false, castThisTurn: [], drewThisTurn: 0, drewFromEmpty: false } },
      });
      edited(tx, `Edit: ${name} joins the game, last in turn order.`, [id]);
      return;
    }
    case 'removePlayer': {
      const p = getPlayer(tx.s, a.player);
      if (tx.s.order.length <= 2) throw new RulesError('The sandbox plays with 2 to 4 players', '500.1');
      const theirs = allObjects(tx.s).filter((o) => o.owner === p.id || o.controller === p.id);
      if (theirs.length || tx.s.turn.active === p.id) throw new RulesError(`${p.name} can leave only with no cards and when it isn't their turn`, '500.1');
      if (tx.s.turn.priority === p.id) throw new RulesError(`${p.name} holds priority: they can leave only while another player holds it`, '117.1');
      const { [p.id]: _gone, ...players } = tx.s.players;
      patchState(tx, { order: tx.s.order.filter((q) => q !== p.id), players });
      // Creatures attacking the player go on attacking, but attack nothing: no damage is assigned
      // to a player who has left the game (800.4e), as for a planeswalker removed from combat (506.4c).
      const c = tx.s.combat;
      const attacking = c?.attackers.some((x) => x.attacks === p.id) ?? false;
      if (c && attacking) patchState(tx, { combat: { ...c, attackers: c.attackers.map((x) => (x.attacks === p.id ? { ...x, attacks: null } : x)) } });
      edited(tx, `Edit: ${p.name} leaves the game${attacking ? '; the creatures attacking them go on attacking, but attack nothing (800.4e)' : ''}.`, []);
      return;
    }
    case 'seed': {
      // Not a rules matter: the scenario's parser and the page only ever give a valid state.
      if (!Number.isInteger(a.seed) || a.seed < 0 || a.seed > 0xffffffff) throw new RangeError(`a seed is a whole number from 0 to 4294967295, not ${a.seed}`);
      const was = tx.s.rng;
      patchState(tx, { rng: a.seed });
      edited(tx, `Edit: the random generator's state set to ${a.seed} (was ${was}).`, []);
      return;
    }
    case 'random': {
      // Seeded is the state's default: the field is left out, so a seeded game's JSON is unchanged.
      patchState(tx, { random: a.random === 'ask' ? 'ask' : undefined });
      edited(tx, a.random === 'ask' ? 'Edit: results chosen at random are now chosen by the players, in place of chance.' : 'Edit: results chosen at random come from the seeded generator again.', []);
      return;
    }
    case 'face': {
      const o = getObject(tx.s, a.object);
      const face = frontOf(tx.s, o).faces![a.face];
      patchObject(tx, a.object, { card: face.name });
      faceTurned(tx);
      edited(tx, `Edit: ${o.card} turned so its face ${face.name} is up.`, [a.object]);
      return;
    }
    case 'trigger': {
      const id = putTriggerByEdit(tx, a.source, a.ability);
      edited(tx, `Edit: ${possessive(getObject(tx.s, a.source).card)} ability ${a.ability} is put on the stack as a triggered ability.`, [id]);
      return;
    }
    case 'attach': {
      const o = onBattlefield(tx, a.object, 'be attached', '701.3a');
      if (a.to === null) {
        if (o.attachedTo === undefined) throw new RulesError(`${describe(tx.s, o.id)} isn't attached to anything`, '701.3d');
        unattach(tx, o.id);
        edited(tx, `Edit: ${describe(tx.s, o.id)} unattached (it stays on the battlefield).`, [o.id]);
        return;
      }
      if (a.to === o.id) throw new RulesError(`${describe(tx.s, o.id)} can't be attached to itself`, '303.4d');
      if (!isPlayer(tx.s, a.to)) onBattlefield(tx, a.to, 'have something attached to it', '701.3a');
      // An edit sets the state: an attachment the rules don't allow is undone by the next check of state-based actions (704.5m-p).
      attach(tx, o.id, a.to);
      edited(tx, `Edit: ${describe(tx.s, o.id)} attached to ${describe(tx.s, a.to)}, with a new timestamp (613.7e).`, [o.id, a.to]);
      return;
    }
    case 'control': {
      const o = onBattlefield(tx, a.object, 'be controlled', '110.2');
      setBaseController(tx, o.id, a.player);
      edited(tx, `Edit: ${playerName(tx.s, a.player)} controls ${describe(tx.s, o.id)}${getObject(tx.s, o.id).controller !== a.player ? `, though an effect gives its control to ${playerName(tx.s, getObject(tx.s, o.id).controller)} (613.1b)` : ''}.`, [o.id, a.player]);
      return;
    }
    case 'mana': {
      const p = getPlayer(tx.s, a.player);
      const types = manaOf(a.mana);
      patchPlayer(tx, a.player, { manaPool: fillPool(p.manaPool, types, p.name, '106.4') });
      edited(tx, `Edit: ${manaString(types)} added to ${p.name}'s mana pool.`, [a.player]);
      return;
    }
  }
}

function onBattlefield(tx: Tx, id: string, what: string, rule: string) {
  const o = getObject(tx.s, id);
  if (o.zone !== 'battlefield') throw new RulesError(`Only a permanent can ${what}; ${o.card} isn't on the battlefield`, rule);
  return o;
}

function manaOf(text: string) {
  try {
    return parseMana(text);
  } catch (e) {
    throw new RulesError(`The edit's mana must be mana symbols: ${(e as Error).message}`, '106.1');
  }
}

function freePlayerId(tx: Tx): string {
  for (let i = 1; ; i++) if (!tx.s.players[`p${i}`]) return `p${i}`;
}

/** "Ann's hand", "the battlefield under Ben's control", "exile". */
function zoneName(tx: Tx, zone: string, player: string): string {
  if (zone === 'exile') return 'exile';
  return zone === 'battlefield' ? `the battlefield under ${playerName(tx.s, player)}'s control` : `${playerName(tx.s, player)}'s ${zone}`;
}
