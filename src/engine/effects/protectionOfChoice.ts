// "Target creature you control gains protection from the color of your choice until end of turn."
// (702.16a): the color is chosen as the effect resolves (608.2d), by the effect's controller or, for
// "of its controller's choice", by the controller of the permanent; then the permanent gains
// protection from that color until end of turn (611.2a, 613.1f). "Becomes the color (or colors) of
// your choice until end of turn" likewise: the colors chosen, set in layer 5 (613.1e).
import type { Color, EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import type { Tx } from '../state/game';
import { describe, listed, playerName, withArticle } from '../state/game';
import { colorWord } from '../state/chosen';
import { CREATURE_TYPES } from '../state/creatureTypes';
import { objectAt } from '../state/objectTable';
import type { EffectContext, Instruction } from '../state/state';
import { affected } from './affected';
import { continuous, grant } from './continuous';
import { resolvingName } from './resolvingName';

const COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];

type Ins = Extract<Instruction, { op: 'effect' }>;

export function protectionOfChoice(tx: Tx, e: Extract<EffectDef, { kind: 'protectionOfChoice' }>, ctx: EffectContext, ins: Ins): void {
  const objects = affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield');
  if (objects.length === 0) return;
  const id = (ins.answer as string[] | undefined)?.[0];
  const color = COLORS.find((c) => colorWord(c) === id);
  if (!color) {
    const chooser = e.chooser === 'itsController' ? objectAt(tx.s, objects[0]).controller : ctx.controller;
    ask(tx, {
      kind: 'pick',
      player: chooser,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${playerName(tx.s, chooser)} chooses a color: ${listed(objects.map((o) => describe(tx.s, o)))} gains protection from that color until end of turn.`,
      rule: '608.2d',
      options: COLORS.map((c) => ({ id: colorWord(c), label: colorWord(c) })),
      min: 1,
      max: 1,
      then: ins,
    });
    return;
  }
  const word = colorWord(color);
  grant(tx, { kind: 'grant', what: e.what, abilities: [{ kind: 'keyword', keyword: 'protection', text: `Protection from ${word}`, protection: { colors: [color] } }], duration: e.duration }, ctx);
}

/** "Target creature becomes the color (or colors) of your choice until end of turn." (608.2d): its colors set in layer 5 (613.1e). */
export function becomesColorOfChoice(tx: Tx, e: Extract<EffectDef, { kind: 'becomesColorOfChoice' }>, ctx: EffectContext, ins: Ins): void {
  const objects = affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield');
  if (objects.length === 0) return;
  const ids = (ins.answer as string[] | undefined) ?? [];
  const colors = COLORS.filter((c) => ids.includes(colorWord(c)));
  if (colors.length === 0) {
    ask(tx, {
      kind: 'pick',
      player: ctx.controller,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${playerName(tx.s, ctx.controller)} chooses ${e.many ? 'one or more colors' : 'a color'}: ${listed(objects.map((o) => describe(tx.s, o)))} becomes ${e.many ? 'those colors' : 'that color'} until end of turn.`,
      rule: '608.2d',
      options: COLORS.map((c) => ({ id: colorWord(c), label: colorWord(c) })),
      min: 1,
      max: e.many ? COLORS.length : 1,
      then: ins,
    });
    return;
  }
  continuous(tx, { kind: 'continuous', what: e.what, changes: [{ layer: '5', setColors: colors }], duration: e.duration, text: `becomes ${listed(colors.map(colorWord))}` }, ctx);
}

/** 205.3i: the basic land types. */
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/**
 * "Target land becomes the basic land type of your choice until end of turn." (608.2d): the type
 * chosen as it resolves replaces the land's land types, and its rules text with that type's mana
 * ability (305.7), in layer 4 (613.1d).
 */
export function becomesLandTypeOfChoice(tx: Tx, e: Extract<EffectDef, { kind: 'becomesLandTypeOfChoice' }>, ctx: EffectContext, ins: Ins): void {
  const objects = affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield');
  if (objects.length === 0) return;
  const type = BASIC_LAND_TYPES.find((t) => (ins.answer as string[] | undefined)?.[0] === t);
  if (!type) {
    ask(tx, {
      kind: 'pick',
      player: ctx.controller,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${playerName(tx.s, ctx.controller)} chooses a basic land type: ${listed(objects.map((o) => describe(tx.s, o)))} becomes that type until end of turn (305.7).`,
      rule: '608.2d',
      options: BASIC_LAND_TYPES.map((t) => ({ id: t, label: t })),
      min: 1,
      max: 1,
      then: ins,
    });
    return;
  }
  continuous(tx, { kind: 'continuous', what: e.what, changes: [{ layer: '4', landTypes: [type] }], duration: e.duration, text: `becomes ${withArticle(type)}` }, ctx);
}

/**
 * "~ becomes the creature type of your choice until end of turn." (608.2d): the type chosen as it
 * resolves, among 205.3m's creature types, replaces its creature types (205.1a; `also`: "in addition
 * to its other types", added), in layer 4 (613.1d).
 */
export function becomesCreatureTypeOfChoice(tx: Tx, e: Extract<EffectDef, { kind: 'becomesCreatureTypeOfChoice' }>, ctx: EffectContext, ins: Ins): void {
  const objects = affected(tx, e.what, ctx).filter((id) => objectAt(tx.s, id)?.zone === 'battlefield');
  if (objects.length === 0) return;
  const type = CREATURE_TYPES.find((t) => (ins.answer as string[] | undefined)?.[0] === t);
  if (!type) {
    ask(tx, {
      kind: 'pick',
      player: ctx.controller,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${playerName(tx.s, ctx.controller)} chooses a creature type: ${listed(objects.map((o) => describe(tx.s, o)))} becomes that type${e.also ? ' in addition to its other types' : ''} until end of turn (205.3m).`,
      rule: '608.2d',
      options: CREATURE_TYPES.map((t) => ({ id: t, label: t })),
      min: 1,
      max: 1,
      then: ins,
    });
    return;
  }
  const change = e.also ? { layer: '4' as const, addSubtypes: [type] } : { layer: '4' as const, setCreatureTypes: [type] };
  continuous(tx, { kind: 'continuous', what: e.what, changes: [change], duration: e.duration, text: `becomes ${withArticle(type)}${e.also ? ' in addition to its other types' : ''}` }, ctx);
}
