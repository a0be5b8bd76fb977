// What a click means: tap a permanent for mana, activate an ability, start casting a card, or
// answer the step of the cast being put together (a target, a creature to sacrifice). The engine
// decides what is legal; a refusal is shown, nothing changes.
import { abilities, activatedAbilities, cardOf, describe, choosesObjects, costAbilities, isManaAbility, type Action, type EntityId, type GameState, type ObjectId } from '../engine';
import { currentState, type GameStoreApi } from '../store/game';
import { useUi, type Draft } from './uiStore';
import { autoTapPreview } from './cast/autoTapPreview';
import { castOptions, draftAction, legalNow, newDraft, offeredAbilities, simple, stagesOf } from './cast/castFlow';
import { objectAt } from '../engine';
import { usePage } from './pageStore';
import { rememberFocus } from './keyboard/focusReturn';
import { clickInCombat } from './combat/combatClick';
import { handSpecialActions } from './cast/handSpecialActions';

/** Refusals about the choices themselves: the draft stays open so another can be made. */
const CHOICE_RULES = /^(115|601\.2[b-d]|700|118|107)/;

function state(api: GameStoreApi): GameState {
  return currentState(api.getState());
}

/** Dispatch an action; on success the spell being put together is done (unless `keep`: mana). */
export function act(api: GameStoreApi, action: Action, keep = false): boolean {
  // A cast that asks nothing leaves no panel open: remember where the user was all the same.
  rememberFocus();
  const ok = api.getState().dispatch(action);
  const ui = useUi.getState();
  if (ui.autoTap) ui.setAutoTap(null);
  const refusal = api.getState().refusal;
  if ((ok && !keep) || (!ok && !ui.draft?.for && !(refusal && CHOICE_RULES.test(refusal.rule)))) ui.setDraft(null);
  ui.setMenuFor(null);
  if (ok) ui.hover(null);
  return ok;
}

/** Cast, activate, or answer the choice with the draft's choices. */
export function submit(api: GameStoreApi, d: Draft): void {
  const s = state(api);
  if (d.for) {
    act(api, { type: 'choose', player: d.player, answer: d.kind === 'pick' ? d.targets : castOptions(s, d) });
    return;
  }
  const action = draftAction(s, d);
  const preview = autoTapPreview(s, action);
  if (preview) useUi.getState().setAutoTap(preview);
  else act(api, action);
}

/** The go-ahead: cast or activate, letting the engine activate the planned mana abilities (601.2g). */
export function confirmAutoTap(api: GameStoreApi): void {
  const preview = useUi.getState().autoTap;
  if (preview) act(api, { ...preview.action, autoTap: true });
}

/** Show the draft, or go at once when there is nothing to ask. */
export function begin(api: GameStoreApi, d: Draft): void {
  const stages = stagesOf(state(api), d);
  if (stages.length === 1 && !d.for) submit(api, d);
  else useUi.getState().setDraft(d);
}

/** Go on to the next step; after the last target of a simple spell, cast it at once. */
export function advance(api: GameStoreApi, d: Draft): void {
  const stages = stagesOf(state(api), d);
  const next = { ...d, stage: d.stage + 1, slot: 0 };
  useUi.getState().setDraft(next);
  if (next.stage >= stages.length || (stages[next.stage].kind === 'confirm' && simple(stages, d))) submit(api, next);
}

export function update(d: Draft): void {
  useUi.getState().setDraft(d);
}

/** Cast a card from a hand, or from a graveyard with flashback (702.34a), escape (702.138a), disturb (702.146a), retrace (702.81a) or jump-start (702.133a). */
export function castCard(api: GameStoreApi, id: ObjectId, as?: string): void {
  const o = objectAt(state(api), id);
  const alt = graveyardAlternative(state(api), id);
  const graveyard = alt ? ({ from: 'graveyard', as: alt } as const) : ({ from: 'graveyard' } as const);
  // 715.3d: an adventurer card exiled as its Adventure resolved is cast from exile by that spell's controller.
  if (o.zone === 'exile' && o.onAdventure !== undefined) return begin(api, newDraft({ kind: 'cast', player: o.onAdventure, source: id, name: o.card, from: 'exile' }));
  // 702.143a: a foretold card is cast from exile by its owner for its foretell cost.
  if (o.zone === 'exile' && o.foretold !== undefined) return begin(api, newDraft({ kind: 'cast', player: o.owner, source: id, name: o.card, from: 'exile', as: 'foretell' }));
  const from = o.zone === 'graveyard' ? graveyard : as ? { as } : {};
  begin(api, newDraft({ kind: 'cast', player: o.owner, source: id, name: o.card, ...from }));
}

/** Play a land from the hand (305.1): a special action, at once; a refusal says why. */
export function playLand(api: GameStoreApi, id: ObjectId): void {
  const o = objectAt(state(api), id);
  act(api, { type: 'play', player: o.owner, card: id });
}

/** Turn a face-down permanent face up, paying its morph cost with auto-tap (702.37e, 116.2b). */
export function turnFaceUp(api: GameStoreApi, id: ObjectId): void {
  const o = objectAt(state(api), id);
  act(api, { type: 'turnFaceUp', player: o.controller, permanent: id, autoTap: true });
}

/** Suspend (116.2f, 702.62a) or foretell (116.2h, 702.143a) a card in a hand, paying with auto-tap: a special action, at once. */
export function exileFromHand(api: GameStoreApi, id: ObjectId, type: 'suspend' | 'foretell'): void {
  const o = objectAt(state(api), id);
  act(api, { type, player: o.owner, card: id, autoTap: true });
}

/** Activate the nth activated ability of a permanent. */
export function activateAbility(api: GameStoreApi, id: ObjectId, ability: number): void {
  const s = state(api);
  const o = objectAt(s, id);
  const def = activatedAbilities(abilities(s, o))[ability]?.def;
  const d = newDraft({ kind: 'activate', player: o.controller, source: id, ability, name: `${describe(s, id)}'s ability` });
  // A mana ability leaves the spell being put together open: its mana pays for it. One whose cost
  // sacrifices or discards a chosen object asks for it first (Ashnod's Altar).
  if (def && isManaAbility(def) && !choosesObjects(def.cost)) act(api, { type: 'activate', player: o.controller, source: id, ability }, true);
  else begin(api, d);
}

/** A board click for the draft's current step; false when the draft has no use for it. */
export function chooseOnBoard(api: GameStoreApi, id: EntityId): boolean {
  const d = useUi.getState().draft;
  const s = state(api);
  const st = d && stagesOf(s, d)[d.stage];
  if (!d || !st) return false;
  const legal = legalNow(s, d).has(id);
  if (st.kind === 'cost') {
    const list = d.costs[st.cost] ?? [];
    if (!legal && !list.includes(id)) return false;
    const next = list.includes(id) ? list.filter((x) => x !== id) : [...(st.count === 1 ? [] : list), id];
    const nd = { ...d, costs: { ...d.costs, [st.cost]: next } };
    if (next.length === st.count) advance(api, nd);
    else update(nd);
    return true;
  }
  if (st.kind !== 'target') return false;
  const group = d.targets[st.i] ?? [];
  const targets = [...d.targets];
  while (targets.length <= st.i) targets.push([]);
  if (d.for?.targets?.mayKeep) {
    if (!legal || group.includes(id)) return legal;
    targets[st.i] = group.map((t, j) => (j === d.slot ? id : t));
    update({ ...d, targets, slot: Math.min(d.slot + 1, group.length - 1) });
    return true;
  }
  if (group.includes(id)) targets[st.i] = group.filter((t) => t !== id);
  else if (!legal) return false;
  else if (group.length < st.p.max) targets[st.i] = [...group, id];
  else if (st.p.max === 1) targets[st.i] = [id];
  else return true;
  const nd = { ...d, targets, divide: [] };
  if (targets[st.i].length === st.p.max) advance(api, nd);
  else update(nd);
  return true;
}

/** The alternative costs that cast a card from its owner's graveyard, the first a card has offered first. */
const FROM_GRAVEYARD = ['flashback', 'escape', 'disturb'] as const;

/** The alternative cost a card in a graveyard is cast for: flashback (702.34a), escape (702.138a), disturb (702.146a). */
function graveyardAlternative(s: GameState, id: ObjectId): (typeof FROM_GRAVEYARD)[number] | undefined {
  const alternative = costAbilities(cardOf(s, objectAt(s, id)).abilities).alternative;
  return FROM_GRAVEYARD.find((k) => alternative.some((c) => c.kind === k));
}

/** Whether a card in a graveyard may be cast from there: flashback, escape, disturb, retrace, jump-start. */
export function castableFromGraveyard(s: GameState, id: ObjectId): boolean {
  const card = cardOf(s, objectAt(s, id));
  // 702.127a: an aftermath half is cast from the graveyard.
  return graveyardAlternative(s, id) !== undefined || [card, ...(card.halves ?? [])].some((d) => d.abilities.some((a) => a.kind === 'cost' && !!a.graveyard));
}

/** A click on a permanent, a card in a hand or graveyard, or a spell or ability on the stack. */
export function clickObject(api: GameStoreApi, id: ObjectId): void {
  // The builder's select mode: the click chooses the card to edit, and plays nothing.
  const page = usePage.getState();
  if (page.selecting) {
    page.select(id);
    return;
  }
  const ui = useUi.getState();
  // Declaring attackers or blockers: a click chooses a creature, it doesn't tap it for mana.
  if (clickInCombat(api, id)) return;
  if (chooseOnBoard(api, id)) return;
  // Another click than the go-ahead: the user pays some other way (taps a land by hand).
  if (ui.autoTap) ui.setAutoTap(null);
  const s = state(api);
  const o = objectAt(s, id);
  if (!o) return;
  const offered = offeredAbilities(s, id);
  const special = o.zone === 'hand' ? handSpecialActions(abilities(s, o)) : [];
  if (o.zone === 'hand' && offered.length + special.length > 0 && !ui.draft?.for) {
    // A card with an ability that works from the hand (cycling): cast it, or activate that.
    ui.setMenuFor(ui.menuFor === id ? null : id);
  } else if (o.zone === 'hand' && cardOf(s, o).types.includes('Land')) {
    if (!ui.draft?.for) playLand(api, id);
  } else if (o.zone === 'hand' || (o.zone === 'graveyard' && castableFromGraveyard(s, id)) || (o.zone === 'exile' && (o.onAdventure !== undefined || o.foretold !== undefined))) {
    if (!ui.draft?.for) castCard(api, id);
  } else if (o.zone === 'battlefield') {
    // 702.37e: a face-down permanent has no ability to offer; a click turns it face up (the special action), paying its morph cost.
    if (o.faceDown && offered.length === 0) turnFaceUp(api, id);
    else if (offered.length === 1) activateAbility(api, id, offered[0].n);
    else if (offered.length > 1) ui.setMenuFor(ui.menuFor === id ? null : id);
  }
}

/** Leave the spell being put together and close menus, with nothing changed. */
export function cancel(): void {
  const ui = useUi.getState();
  ui.setDraft(null);
  ui.setAutoTap(null);
  ui.setMenuFor(null);
  // A declaration being made: first let go of the creature waiting for its defender or attacker
  // (closing the menu), then, again, the whole selection.
  ui.setCombat(ui.combat?.active ? { ...ui.combat, active: null } : null);
}

export function undo(api: GameStoreApi): void {
  cancel();
  api.getState().undo();
}

export function redo(api: GameStoreApi): void {
  cancel();
  api.getState().redo();
}
