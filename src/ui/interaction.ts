// What a click means: tap a permanent for mana, activate an ability, cast a card from a hand,
// or choose a target. The engine decides what is legal; a refusal is shown, nothing changes.
import {
  activatedAbilities,
  cardOf,
  type Action,
  type EntityId,
  type GameState,
  type ObjectId,
  type TargetSpec,
} from '../engine';
import { currentState, type GameStoreApi } from '../store/game';
import { useUi, type Targeting } from './uiStore';
import { autoTapPreview, type CastOrActivate } from './autoTapPreview';

/** Rules about choosing targets: after such a refusal the player may pick another target. */
const TARGET_RULES = /^(115|601\.2c)/;

function state(api: GameStoreApi): GameState {
  return currentState(api.getState());
}

/** Dispatch an action; on success anything half-done on the page (targets, menu) is finished. */
export function act(api: GameStoreApi, action: Action): boolean {
  const ok = api.getState().dispatch(action);
  const ui = useUi.getState();
  if (ui.autoTap) ui.setAutoTap(null);
  if (ok) {
    ui.setTargeting(null);
  } else {
    const refusal = api.getState().refusal;
    if (ui.targeting && !(refusal && TARGET_RULES.test(refusal.rule))) ui.setTargeting(null);
    ui.setMenuFor(null);
  }
  return ok;
}

/**
 * Cast or activate, once X and targets are chosen. If the pool can't pay and auto-tap can, show
 * which mana abilities it would activate and wait for the user's go-ahead (AutoTapBar).
 */
function submit(api: GameStoreApi, action: CastOrActivate): void {
  const preview = autoTapPreview(state(api), action);
  if (preview) useUi.getState().setAutoTap(preview);
  else act(api, action);
}

/** The go-ahead: cast or activate, letting the engine activate the planned mana abilities (601.2g). */
export function confirmAutoTap(api: GameStoreApi): void {
  const preview = useUi.getState().autoTap;
  if (preview) act(api, { ...preview.action, autoTap: true });
}

function spellTargets(s: GameState, id: ObjectId): TargetSpec[] {
  return cardOf(s, s.objects[id]).abilities.flatMap((a) => (a.kind === 'spell' ? (a.targets ?? []) : []));
}

function hasX(cost: string | undefined): boolean {
  return !!cost && cost.includes('{X}');
}

/** Cast a card from a hand: at once, or after X and its targets are chosen. */
export function castCard(api: GameStoreApi, id: ObjectId): void {
  const s = state(api);
  const o = s.objects[id];
  const specs = spellTargets(s, id);
  const x = hasX(cardOf(s, o).manaCost);
  if (specs.length === 0 && !x) {
    submit(api, { type: 'cast', player: o.owner, card: id });
    return;
  }
  useUi.getState().setTargeting({ kind: 'cast', player: o.owner, source: id, name: o.card, specs, chosen: [], x: x ? null : undefined });
}

/** Activate the nth activated ability of a permanent: at once, or after its targets are chosen. */
export function activateAbility(api: GameStoreApi, id: ObjectId, ability: number): void {
  const s = state(api);
  const o = s.objects[id];
  const def = activatedAbilities(cardOf(s, o).abilities)[ability]?.def;
  const specs = def?.targets ?? [];
  const x = hasX(def?.cost.mana);
  if (specs.length === 0 && !x) {
    submit(api, { type: 'activate', player: o.controller, source: id, ability });
    return;
  }
  useUi.getState().setTargeting({
    kind: 'activate',
    player: o.controller,
    source: id,
    ability,
    name: `${o.card}'s ability`,
    specs,
    chosen: [],
    x: x ? null : undefined,
  });
}

/** Announce X; with no targets to choose, cast or activate at once. */
export function announceX(api: GameStoreApi, x: number): void {
  const t = useUi.getState().targeting;
  if (!t || t.x !== null) return;
  if (t.specs.length === 0) submit(api, finalAction({ ...t, x }));
  else useUi.getState().setTargeting({ ...t, x });
}

/** Choose a target for the phrase being asked; with the last phrase answered, cast or activate. */
export function chooseTarget(api: GameStoreApi, target: EntityId): void {
  const t = useUi.getState().targeting;
  if (!t || t.x === null) return;
  const chosen = [...t.chosen, target];
  if (chosen.length < t.specs.length) {
    useUi.getState().setTargeting({ ...t, chosen });
    return;
  }
  submit(api, finalAction({ ...t, chosen }));
}

function finalAction(t: Targeting): CastOrActivate {
  const options = {
    ...(t.specs.length ? { targets: t.chosen.map((id) => [id]) } : {}),
    ...(typeof t.x === 'number' ? { x: t.x } : {}),
  };
  return t.kind === 'cast'
    ? { type: 'cast', player: t.player, card: t.source, ...options }
    : { type: 'activate', player: t.player, source: t.source, ability: t.ability ?? 0, ...options };
}

/** A click on a permanent, a card in a hand, or a spell or ability on the stack. */
export function clickObject(api: GameStoreApi, id: ObjectId): void {
  const ui = useUi.getState();
  if (ui.targeting) {
    chooseTarget(api, id);
    return;
  }
  // Another click than the go-ahead: the user pays some other way (taps a land by hand).
  if (ui.autoTap) ui.setAutoTap(null);
  const s = state(api);
  const o = s.objects[id];
  if (!o) return;
  if (o.zone === 'hand') {
    castCard(api, id);
  } else if (o.zone === 'battlefield') {
    const list = activatedAbilities(cardOf(s, o).abilities);
    if (list.length === 1) activateAbility(api, id, 0);
    else if (list.length > 1) ui.setMenuFor(ui.menuFor === id ? null : id);
  }
}

/** Leave targeting and close menus, with nothing changed. */
export function cancel(): void {
  const ui = useUi.getState();
  ui.setTargeting(null);
  ui.setAutoTap(null);
  ui.setMenuFor(null);
}

export function undo(api: GameStoreApi): void {
  cancel();
  api.getState().undo();
}

export function redo(api: GameStoreApi): void {
  cancel();
  api.getState().redo();
}
