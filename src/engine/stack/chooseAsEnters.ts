// "As Voice of All enters, choose a color." (614.12, 614.1c): a replacement effect that modifies how
// the permanent enters, with a choice its controller makes as it would enter, before it does. The
// choice is kept on the permanent (GameObject.chosen) and read by its other abilities ("protection
// from the chosen color", "creatures of the chosen type"). A permanent spell resolving (608.3) and a
// card an effect puts onto the battlefield (an `enter` instruction) ask it alike, one `pick` per
// choice, before any choice to enter as a copy.
import { ask } from './agenda';
import { abilities, isType } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import type { CardType, Color } from '../state/card';
import { CREATURE_TYPES } from '../state/creatureTypes';
import { colorWord } from '../state/chosen';
import type { Tx } from '../state/game';
import { optionsFor, playerName } from '../state/game';
import type { Chosen, ChosenKind, GameObject, GameState, Instruction, ObjectId, PlayerId } from '../state/state';

type Asking = Extract<Instruction, { op: 'enter' } | { op: 'finishResolve' }>;

const COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];
const WHAT: Record<ChosenKind, string> = { color: 'a color', creatureType: 'a creature type', entering: 'how it enters', devour: 'what it devours' };

type Asked = { what: ChosenKind; except?: Color; orHaste?: true; counter?: string; rule?: string; devour?: { n: number; types: CardType[] } };

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
  // 702.82a, 702.82c: devour, asked once with every instance's types (702.82a: "any number of creatures").
  for (const a of abilities(s, o)) {
    if (a.kind !== 'static' || a.rule?.kind !== 'devour' || out.some((c) => c.what === 'devour')) continue;
    out.push({ what: 'devour', rule: a.meaning?.rule ?? '702.82a', devour: { n: a.rule.n, types: a.rule.types } });
  }
  return out;
}

/** 702.82a: the permanents its controller could sacrifice as it enters: those of the devoured types they control. */
export function devourable(s: GameState, o: GameObject, controller: PlayerId, types: readonly CardType[]): ObjectId[] {
  return s.battlefield.filter((id) => {
    const p = objectAt(s, id);
    return id !== o.id && p.controller === controller && types.some((t) => isType(s, p, t));
  });
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
    if (ins.asking === 'devour') chosen = { ...chosen, devour: [...((answer as string[] | undefined) ?? [])] };
    else if (id !== undefined) chosen = withAnswer(chosen, ins.asking, id);
    rest = others as I;
  }
  for (const c of kinds) {
    const what = c.what;
    if (chosen[what] !== undefined) continue;
    if (c.devour) {
      // 702.82a: "you may sacrifice any number of creatures": none to choose from, nothing is asked.
      const options = devourable(tx.s, o, controller, c.devour.types);
      if (options.length === 0) {
        chosen = { ...chosen, devour: [] };
        continue;
      }
      const kinds = c.devour.types.map((t) => t.toLowerCase()).join(' or ');
      ask(tx, {
        kind: 'pick',
        player: controller,
        prompt: `As ${o.card} enters the battlefield, ${playerName(tx.s, controller)} may sacrifice any number of ${kinds}s (devour ${c.devour.n}: ${c.devour.n} +1/+1 counter${c.devour.n === 1 ? '' : 's'} for each).`,
        rule: c.rule ?? '702.82a',
        options: optionsFor(tx.s, options),
        min: 0,
        max: options.length,
        then: { ...rest, chosen, asking: what },
      });
      return 'asked';
    }
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
