// The choice of "You may have ~ enter as a copy of ..." (614.1c, 707.5): made by the player the
// permanent would enter under, before it enters (614.12a). A permanent spell resolving (608.3) and
// a card an effect puts onto the battlefield ask it alike; the `enter` instruction is the latter.
import { ask, pushFront } from './agenda';
import type { Tx } from '../state/game';
import { log, optionsFor, patchObject, playerName, withArticle } from '../state/game';
import { enterBattlefield, type Put } from '../state/entering';
import { chosenPermanent, copiableValues, copyCandidates, entersAsCopyOf, withException, type EntersAsCopy } from '../state/enteringAsCopy';
import { objectAt } from '../state/objectTable';
import type { EntityId, GameObject, GameState, Instruction, ObjectId, PlayerId, Remember } from '../state/state';
import { decideLife, lifeAsItEnters } from './lifeAsItEnters';
import { decideReveal, revealAsItEnters } from './revealAsItEnters';
import { choicesAsItEnters, decideChoices } from './chooseAsEnters';
import { auraAsItEnters, decideAura } from './auraAsItEnters';

/**
 * Its controller chooses the permanent to copy, or none, and then it enters as itself (a Clone as
 * a 0/0, 704.5f). With nothing to copy there is nothing to ask. 'asked': the choice is pending,
 * and its answer goes to `then`.
 */
export function copyChoice(tx: Tx, o: GameObject, controller: PlayerId, answer: unknown, then: Instruction): 'asked' | NonNullable<Put['copy']> | undefined {
  const found = entersAsCopyOf(tx.s, o);
  if (!found) return undefined;
  if (answer === undefined) {
    const candidates = copyCandidates(tx.s, found.rule, controller);
    if (candidates.length === 0) {
      log(tx, '707.5', `${o.card} enters as itself: there is no ${kindsOf(found.rule)} on the battlefield for it to copy.`, [o.id]);
      return undefined;
    }
    ask(tx, {
      kind: 'pick',
      player: controller,
      prompt: `As ${o.card} enters the battlefield, ${playerName(tx.s, controller)} may have it enter as a copy of ${withArticle(kindsOf(found.rule))}: choose one, or none to have it enter as itself.`,
      rule: '707.5',
      options: optionsFor(tx.s, candidates),
      min: 0,
      max: 1,
      then,
    });
    return 'asked';
  }
  const chosen = chosenPermanent(tx.s, (answer as ObjectId[])[0]);
  if (!chosen) return undefined;
  return { values: withException(copiableValues(tx.s, chosen), found.rule.except), text: found.text };
}

/** "creature", "artifact or creature", "nonland permanent", "creature you control": what it may copy, for the prompt. */
function kindsOf(rule: EntersAsCopy): string {
  const q = rule.of.quality;
  const types = rule.of.permanents ?? [];
  const noun = types.length >= 5 ? 'permanent' : types.map((t) => t.toLowerCase()).join(' or ');
  const non = q?.notTypes?.map((t) => `non${t.toLowerCase()} `).join('') ?? '';
  const whose = q?.controller === 'you' ? ' you control' : q?.controller === 'opponent' ? ' an opponent controls' : '';
  return `${non}${noun}${whose}`;
}

type Enter = Extract<Instruction, { op: 'enter' }>;

/** Whether its controller makes a choice as it would enter (614.12): pay life, reveal, choose a color. */
export function asksAsItEnters(s: GameState, o: GameObject): boolean {
  return lifeAsItEnters(s, o) !== undefined || revealAsItEnters(s, o) !== undefined || choicesAsItEnters(s, o).length > 0;
}

/**
 * Cards an effect puts onto the battlefield: those that may enter as a copy wait for their
 * controller's choice (an `enter` instruction, run next), the others enter at once.
 */
export function putOntoBattlefield(tx: Tx, ids: readonly ObjectId[], controller: PlayerId, put: { tapped?: boolean; counters?: Record<string, number>; attacking?: EntityId | null } = {}, keep?: Remember): void {
  const later: Enter[] = [];
  for (const id of ids) {
    const o = objectAt(tx.s, id);
    // 303.4f: an Aura's player chooses what it enchants as it enters.
    if (o && (entersAsCopyOf(tx.s, o) || asksAsItEnters(tx.s, o) || auraAsItEnters(tx.s, o))) later.push({ op: 'enter', object: id, controller, ...(put.tapped ? { tapped: true } : {}), ...(put.attacking !== undefined ? { attacking: put.attacking } : {}), ...(put.counters ? { counters: { ...put.counters } } : {}), ...(keep ? { remember: keep } : {}) });
    else rememberOn(tx, keep, enterBattlefield(tx, id, controller, 0, put));
  }
  if (later.length) pushFront(tx, ...later);
}

/** The `enter` instruction: ask the copy choice, then enter (as a copy or as itself). */
export function enter(tx: Tx, ins: Enter): void {
  const o = objectAt(tx.s, ins.object);
  if (!o) return; // it left its zone meanwhile (400.7)
  // 303.4f: what an Aura will enchant is chosen first; with nothing to enchant it doesn't enter.
  const aura = decideAura(tx, o, ins);
  if (aura === 'asked' || aura === 'stays') return;
  ins = aura;
  // 614.12: "you may pay 2 life" is decided first; the copy choice then has its own answer.
  const decided = decideLife(tx, o, ins);
  if (decided === 'asked') return;
  const shown = decideReveal(tx, o, decided);
  if (shown === 'asked') return;
  const made = decideChoices(tx, o, ins.controller, shown);
  if (made === 'asked') return;
  ins = made;
  const paid = { ...(ins.lifePaid !== undefined ? { lifePaid: ins.lifePaid } : {}), ...(ins.revealed !== undefined ? { revealed: ins.revealed } : {}), ...(ins.chosen ? { chosen: ins.chosen } : {}), ...(ins.attachTo !== undefined ? { attachTo: ins.attachTo } : {}) };
  const counters = ins.counters ? { counters: { ...ins.counters } } : {};
  const attacking = ins.attacking !== undefined ? { attacking: ins.attacking } : {};
  const copy = copyChoice(tx, o, ins.controller, ins.answer, { op: 'enter', object: ins.object, controller: ins.controller, ...(ins.tapped ? { tapped: true } : {}), ...attacking, ...counters, ...paid });
  if (copy === 'asked') return;
  const { attachTo, ...put } = paid;
  rememberOn(tx, ins.remember, enterBattlefield(tx, ins.object, ins.controller, 0, { ...(ins.tapped ? { tapped: true } : {}), ...(copy ? { copy } : {}), ...attacking, ...counters, ...put, ...(attachTo !== undefined ? { attachedTo: attachTo } : {}) }));
}

/** Adds the permanent a card became to what the resolving stack object remembers under the key (608.2c, 603.7c). */
function rememberOn(tx: Tx, keep: Remember | undefined, id: ObjectId): void {
  const o = keep && objectAt(tx.s, keep.on);
  if (!keep || !o?.stackItem) return;
  const had = o.stackItem.memory?.[keep.key];
  const ids = [...(Array.isArray(had) ? had : had ? [had] : []), id];
  patchObject(tx, o.id, { stackItem: { ...o.stackItem, memory: { ...o.stackItem.memory, [keep.key]: ids } } });
}
