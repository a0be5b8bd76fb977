// "As Voice of All enters, choose a color." (614.12, 614.1c): a replacement effect that modifies how
// the permanent enters, with a choice its controller makes as it would enter, before it does. The
// choice is kept on the permanent (GameObject.chosen) and read by its other abilities ("protection
// from the chosen color", "creatures of the chosen type"). A permanent spell resolving (608.3) and a
// card an effect puts onto the battlefield (an `enter` instruction) ask it alike, one `pick` per
// choice, before any choice to enter as a copy.
import { ask } from './agenda';
import { abilities } from '../state/characteristics';
import type { Color } from '../state/card';
import { CREATURE_TYPES } from '../state/creatureTypes';
import { colorWord } from '../state/chosen';
import type { Tx } from '../state/game';
import { playerName } from '../state/game';
import type { Chosen, ChosenKind, GameObject, GameState, Instruction, PlayerId } from '../state/state';

type Asking = Extract<Instruction, { op: 'enter' } | { op: 'finishResolve' }>;

const COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];
const WHAT: Record<ChosenKind, string> = { color: 'a color', creatureType: 'a creature type', entering: 'how it enters' };

type Asked = { what: ChosenKind; except?: Color; orHaste?: true; counter?: string; rule?: string };

/** What "As ~ enters, choose ..." asks, in the order of its abilities. */
export function choicesAsItEnters(s: GameState, o: GameObject): Asked[] {
  const out: Asked[] = [];
  for (const a of abilities(s, o)) {
    if (a.kind !== 'static' || a.rule?.kind !== 'chooseAsEnters' || out.some((c) => c.what === (a.rule as Asked).what)) continue;
    out.push({ what: a.rule.what, ...(a.rule.except ? { except: a.rule.except } : {}) });
  }
  // Unleash, riot (702.98a, 702.136a): whether it enters with its counter, asked once.
  const optional = optionalEntering(s, o);
  if (optional) out.push(optional);
  return out;
}

/** Unleash's or riot's choice (702.98a, 702.136a), if it has one of them. */
function optionalEntering(s: GameState, o: GameObject): Asked | undefined {
  for (const a of abilities(s, o)) {
    const m = 'meaning' in a ? a.meaning : undefined;
    if (m?.entersWith?.optional) return { what: 'entering', counter: m.entersWith.counter, rule: m.rule, ...(m.entersWith.orHaste ? { orHaste: true } : {}) };
  }
  return undefined;
}

/** The options of a choice: 105.1's five colors ("other than red": four); 205.3m's creature types. */
function optionsOf(c: Asked): { id: string; label: string }[] {
  if (c.what === 'entering') {
    const counter = { id: 'counter', label: `a ${c.counter} counter` };
    return c.orHaste ? [counter, { id: 'haste', label: 'haste' }] : [counter, { id: 'none', label: 'no counter' }];
  }
  if (c.what === 'color') return COLORS.filter((k) => k !== c.except).map((k) => ({ id: colorWord(k), label: colorWord(k) }));
  return CREATURE_TYPES.map((t) => ({ id: t, label: t }));
}

/** The choice with the answer `id` (an option's id) written in. */
function withAnswer(chosen: Chosen, what: ChosenKind, id: string): Chosen {
  if (what === 'entering') return { ...chosen, entering: id === 'counter' ? 'counter' : id === 'haste' ? 'haste' : 'none' };
  return what === 'color' ? { ...chosen, color: COLORS.find((c) => colorWord(c) === id) } : { ...chosen, creatureType: id };
}

/**
 * 'asked' while a choice is pending (its answer comes back to `ins` with `asking` set); else the
 * instruction with every choice made in `chosen` and the answer, if it was one of these, taken.
 */
export function decideChoices<I extends Asking>(tx: Tx, o: GameObject, controller: PlayerId, ins: I): 'asked' | I {
  const kinds = choicesAsItEnters(tx.s, o);
  if (kinds.length === 0) return ins;
  let chosen: Chosen = { ...ins.chosen };
  let rest: I = ins;
  if (ins.asking) {
    const { answer, asking: _a, ...others } = ins;
    const id = (answer as string[] | undefined)?.[0];
    if (id !== undefined) chosen = withAnswer(chosen, ins.asking, id);
    rest = others as I;
  }
  for (const c of kinds) {
    const what = c.what;
    if (chosen[what] !== undefined) continue;
    ask(tx, {
      kind: 'pick',
      player: controller,
      prompt:
        what === 'entering'
          ? `As ${o.card} enters the battlefield, ${playerName(tx.s, controller)} chooses whether it enters with a ${c.counter} counter${c.orHaste ? ' or gains haste' : ''}.`
          : `As ${o.card} enters the battlefield, ${playerName(tx.s, controller)} chooses ${WHAT[what]}${c.except ? ` other than ${colorWord(c.except)}` : ''}.`,
      rule: c.rule ?? '614.12',
      options: optionsOf(c),
      min: 1,
      max: 1,
      then: { ...rest, chosen, asking: what },
    });
    return 'asked';
  }
  return { ...rest, chosen };
}
