// Sandbox edits: a judge setting up a position, outside the rules. An edit sets the state and
// nothing else: nothing triggers, no replacement applies, no state-based action is checked.
import type { EditAction } from './actions';
import { RulesError } from './errors';
import type { Tx } from './game';
import { describe, getObject, getPlayer, log, patchObject, patchPlayer, playerName } from './game';
import { manaString, parseMana } from './mana';
import { moveObject, placeCard } from './zones';

function edited(tx: Tx, text: string, refs: string[]): void {
  log(tx, '', text, refs, true);
}

export function edit(tx: Tx, a: EditAction): void {
  if (tx.s.choice) {
    throw new RulesError(`Edits wait until the pending choice is answered: ${tx.s.choice.prompt}`, tx.s.choice.rule);
  }
  if (tx.s.agenda.length) throw new RulesError('Edits wait until the resolution in progress is finished', '608.2');
  switch (a.op) {
    case 'move': {
      const o = getObject(tx.s, a.object);
      if (a.to === 'stack') throw new RulesError(`A card can't be edited onto the stack: cast it instead`, '601.2a');
      const id = moveObject(tx, a.object, a.to, {
        controller: a.player ?? o.controller,
        position: a.position,
        tapped: a.tapped ?? false,
        sick: a.sick ?? false,
        silent: true,
      });
      edited(tx, `Edit: ${o.card} moved to ${zoneName(tx, a.to, getObject(tx.s, id).owner)}.`, [id]);
      return;
    }
    case 'create': {
      if (a.to === 'stack') throw new RulesError(`A card can't be edited onto the stack: cast it instead`, '601.2a');
      const owner = a.owner ?? a.player;
      const id = placeCard(tx, a.card, a.to, owner, a.player, a, a.position);
      edited(tx, `Edit: ${a.card.name} created in ${zoneName(tx, a.to, a.to === 'battlefield' ? a.player : owner)}.`, [id]);
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
      const counters = { ...o.counters };
      for (const [kind, n] of Object.entries(a.counters)) {
        const total = (counters[kind] ?? 0) + n;
        if (total > 0) counters[kind] = total;
        else delete counters[kind];
      }
      patchObject(tx, a.object, { counters });
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
    case 'mana': {
      const p = getPlayer(tx.s, a.player);
      const types = parseMana(a.mana);
      patchPlayer(tx, a.player, { manaPool: [...p.manaPool, ...types.map((type) => ({ type }))] });
      edited(tx, `Edit: ${manaString(types)} added to ${p.name}'s mana pool.`, [a.player]);
      return;
    }
  }
}

function zoneName(tx: Tx, zone: string, player: string): string {
  return zone === 'exile' ? 'exile' : `${playerName(tx.s, player)}'s ${zone}`;
}
