// The combat as the page shows it: the one declared (state.combat), with the attackers or blockers
// being chosen for the pending choice laid over it, so badges and arrows show a selection before
// it is sent and the declaration after. Pure: a viewmodel over the engine's state.
import { cantAttack, cantBlock, describe, isCreature, listed, objectAt, permanents, type EntityId, type GameState, type ObjectId } from '../../engine';
import { selectionFor, type CombatSelection } from './selection';

export type ShownAttack = {
  attacker: ObjectId;
  /** The player or planeswalker it attacks; null once that planeswalker left combat (506.4c). */
  attacks: EntityId | null;
  blockers: ObjectId[];
  /** 509.1h: it stays blocked when its blockers are removed. */
  blocked: boolean;
};

export type ShownCombat = {
  attacks: ShownAttack[];
  /** Which declaration the user is making now, if any. */
  declaring: 'attackers' | 'blockers' | null;
  /** The creature clicked whose defender or attacker is asked next. */
  active: ObjectId | null;
  /** Whether what is shown includes a selection not yet sent. */
  unsent: boolean;
};

/** Whether there is a combat to show: one declared, or a declaration being made (the choice pending). */
export function combatToShow(s: GameState): boolean {
  const c = s.choice;
  return !!s.combat || (c?.kind === 'attackers' && c.combat?.kind === 'attackers') || (c?.kind === 'blockers' && c.combat?.kind === 'blockers');
}

/** The last combat shown, remembered: every card on the board asks for its mark on every change. */
let lastShown: { s: GameState; kept: CombatSelection | null; shown: ShownCombat } | null = null;

export function shownCombat(s: GameState, kept: CombatSelection | null): ShownCombat {
  if (lastShown?.s !== s || lastShown.kept !== kept) lastShown = { s, kept, shown: combatShown(s, kept) };
  return lastShown.shown;
}

function combatShown(s: GameState, kept: CombatSelection | null): ShownCombat {
  const c = s.choice;
  if (c?.kind === 'attackers' && c.combat?.kind === 'attackers') {
    const sel = selectionFor(kept, c);
    return {
      attacks: sel.pairs.map(([attacker, attacks]) => ({ attacker, attacks, blockers: [], blocked: false })),
      declaring: 'attackers',
      active: sel.active,
      unsent: sel.pairs.length > 0,
    };
  }
  const attacks: ShownAttack[] = (s.combat?.attackers ?? []).map((a) => ({ attacker: a.id, attacks: a.attacks, blockers: [...a.blockedBy], blocked: a.blocked }));
  if (c?.kind === 'blockers' && c.combat?.kind === 'blockers') {
    const sel = selectionFor(kept, c);
    for (const [b, a] of sel.pairs) {
      const shown = attacks.find((x) => x.attacker === a);
      if (shown && !shown.blockers.includes(b)) shown.blockers.push(b);
    }
    return { attacks, declaring: 'blockers', active: sel.active, unsent: sel.pairs.length > 0 };
  }
  return { attacks, declaring: null, active: null, unsent: false };
}

/** The names in a list: "A", "A and B", "A, B and C". */
export function names(s: GameState, ids: readonly EntityId[]): string {
  return listed(ids.map((id) => describe(s, id)));
}

/** The badge on a creature in combat: "Attacking → Ben", "Blocking Grizzly Bears"; null when it isn't. */
export function combatMark(s: GameState, kept: CombatSelection | null, id: ObjectId): string | null {
  const shown = shownCombat(s, kept);
  if (shown.active === id) return shown.declaring === 'attackers' ? 'Attacking: choose whom' : 'Blocking: choose an attacker';
  const a = shown.attacks.find((x) => x.attacker === id);
  if (a) {
    const target = a.attacks === null ? 'Attacking (its planeswalker left combat)' : `Attacking → ${describe(s, a.attacks)}`;
    if (a.blockers.length) return `${target}, blocked by ${names(s, a.blockers)}`;
    return a.blocked ? `${target}, blocked` : target;
  }
  const blocked = shown.attacks.filter((x) => x.blockers.includes(id)).map((x) => x.attacker);
  return blocked.length ? `Blocking ${names(s, blocked)}` : null;
}

/**
 * The arrows to draw, as strings so a selector can compare them: `attack from to` from each
 * attacker to what it attacks, `block from to` from each blocker to the attacker it blocks.
 */
export function combatLines(s: GameState, kept: CombatSelection | null): string[] {
  const lines: string[] = [];
  for (const a of shownCombat(s, kept).attacks) {
    if (a.attacks !== null) lines.push(`attack ${a.attacker} ${a.attacks}`);
    for (const b of a.blockers) lines.push(`block ${b} ${a.attacker}`);
  }
  return lines;
}

/**
 * What a card is to the declaration under way: `pressable` (a button with aria-pressed), `offered`
 * (the engine offers it: a creature that could attack or block, a defender, an attacker to block),
 * `pressed` (chosen: attacking, blocking, or, for an attacker, blocked in the selection), `menu` (its defender is asked now, from several). Primitives, for a selector.
 */
export type CardInDeclaration = { pressable: boolean; offered: boolean; pressed: boolean; menu: boolean };

const NONE: CardInDeclaration = { pressable: false, offered: false, pressed: false, menu: false };

export function cardInDeclaration(s: GameState, kept: CombatSelection | null, id: ObjectId): CardInDeclaration {
  const c = s.choice;
  const p = c?.combat;
  if (!c || !p || p.kind === 'damage') return NONE;
  const o = objectAt(s, id);
  if (!o || o.zone !== 'battlefield') return NONE;
  const sel = selectionFor(kept, c);
  const own = o.controller === c.player && isCreature(s, o);
  if (p.kind === 'attackers') {
    const offered = p.creatures.includes(id) || p.defenders.includes(id);
    const pressed = sel.active === id || sel.pairs.some(([a]) => a === id);
    return { pressable: own || offered, offered, pressed, menu: sel.active === id && p.defenders.length > 1 };
  }
  const attacking = p.attackers.includes(id) || !!s.combat?.attackers.some((a) => a.id === id);
  if (attacking) {
    // Pressed: blocked by the creature whose attacker is being chosen, or, with none, by any chosen.
    const pressed = sel.pairs.some(([b, a]) => a === id && (!sel.active || b === sel.active));
    return { pressable: true, offered: !!sel.active && p.attackers.includes(id), pressed, menu: false };
  }
  const pressed = sel.active === id || sel.pairs.some(([b]) => b === id);
  return { pressable: own || p.creatures.includes(id), offered: p.creatures.includes(id), pressed, menu: false };
}

/**
 * The declaring player's creatures the pending declaration doesn't offer, each with the engine's
 * reason (508.1a, 509.1a-b): "Llanowar Elves: it came under Ann's control this turn…".
 */
export function notOffered(s: GameState): { id: ObjectId; why: string; rule: string }[] {
  const c = s.choice;
  const p = c?.combat;
  if (!c || !p || p.kind === 'damage') return [];
  return permanents(s, c.player)
    .filter((o) => isCreature(s, o) && !p.creatures.includes(o.id))
    .flatMap((o) => {
      const no = p.kind === 'attackers' ? cantAttack(s, o) : cantBlock(s, o, c.player);
      return no ? [{ id: o.id, why: no.why, rule: no.rule }] : [];
    });
}
