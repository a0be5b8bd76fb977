// Small typed helpers to write cards as data (DESIGN.md, "Cards are data").
import type { AbilityDef, AdditionalCost, AlternativeCost, Amount, CardDef, Condition, CardType, CostDef, EffectDef, Keyword, ManaChoice, ManaType, Affected, StaticDef, TargetSpec, TriggerDef } from '../engine';

export * from './helpers-targets';

const first: Affected = { target: 0 };
export const you: Affected = { who: 'controller' };

export const damage = (amount: Amount, to: Affected = first): EffectDef => ({ kind: 'damage', amount, to });
export const draw = (count: Amount, who: Affected = you): EffectDef => ({ kind: 'draw', count, who });
export const counter = (what: Affected = first): EffectDef => ({ kind: 'counter', what });

/** A paragraph of an instant or sorcery: its spell ability (113.3a). */
export const spell = (text: string, effects: EffectDef[], targets?: TargetSpec[]): AbilityDef =>
  targets ? { kind: 'spell', text, effects, targets } : { kind: 'spell', text, effects };

export const activated = (text: string, cost: CostDef, effects: EffectDef[], targets?: TargetSpec[]): AbilityDef =>
  targets ? { kind: 'activated', text, cost, effects, targets } : { kind: 'activated', text, cost, effects };

export const keyword = (k: Keyword): AbilityDef => ({ kind: 'keyword', keyword: k, text: k[0].toUpperCase() + k.slice(1) });

/** "{T}: Add {G}." */
export const tapForMana = (type: ManaType): AbilityDef =>
  activated(`{T}: Add {${type}}.`, { tap: true }, [{ kind: 'addMana', mana: [type] }]);

export const ANY_COLOR: ManaChoice = { from: 'types', types: ['W', 'U', 'B', 'R', 'G'] };

/** "{T}: Add one mana of any color." and the like: `amount` mana of one type chosen from `choice`. */
export const tapForChoice = (text: string, choice: ManaChoice, amount: Amount = 1): AbilityDef =>
  activated(text, { tap: true }, [{ kind: 'addManaOfChoice', amount, choice }]);

const BASIC_TYPES: Record<string, ManaType> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** A basic land: its land type gives it an intrinsic mana ability (305.6), its ability 0. */
export function basicLand(name: keyof typeof BASIC_TYPES & string): CardDef {
  const type = BASIC_TYPES[name];
  return {
    name,
    supertypes: ['Basic'],
    types: ['Land'],
    subtypes: [name],
    oracle: `({T}: Add {${type}}.)`,
    abilities: [tapForMana(type)],
  };
}

type Common = { name: string; cost: string; oracle?: string; abilities?: AbilityDef[]; subtypes?: string[] };

export function creature(c: Common & { pt: [number, number]; types?: CardType[] }): CardDef {
  return {
    name: c.name,
    manaCost: c.cost,
    types: c.types ?? ['Creature'],
    subtypes: c.subtypes,
    power: c.pt[0],
    toughness: c.pt[1],
    oracle: c.oracle ?? '',
    abilities: c.abilities ?? [],
  };
}

function nonPermanent(type: 'Instant' | 'Sorcery', c: Common & { oracle: string }): CardDef {
  return { name: c.name, manaCost: c.cost, types: [type], oracle: c.oracle, abilities: c.abilities ?? [] };
}

export const instant = (c: Common & { oracle: string }): CardDef => nonPermanent('Instant', c);
export const sorcery = (c: Common & { oracle: string }): CardDef => nonPermanent('Sorcery', c);

export const triggered = (text: string, trigger: TriggerDef | TriggerDef[], effects: EffectDef[], targets?: TargetSpec[]): AbilityDef =>
  targets ? { kind: 'triggered', text, trigger, effects, targets } : { kind: 'triggered', text, trigger, effects };

export const staticAbility = (text: string, rule: StaticDef): AbilityDef => ({ kind: 'static', text, rule });

/** A noncreature permanent card: artifact, enchantment or land. */
export function permanent(c: Omit<Common, 'cost'> & { cost?: string; types: CardType[]; oracle: string }): CardDef {
  const def: CardDef = { name: c.name, types: c.types, oracle: c.oracle, abilities: c.abilities ?? [] };
  if (c.cost !== undefined) def.manaCost = c.cost;
  if (c.subtypes) def.subtypes = c.subtypes;
  return def;
}

export const counters = (counter: string, amount: Amount, to: Affected = { who: 'self' }): EffectDef => ({ kind: 'addCounters', counter, amount, to });

export const gainLife = (amount: Amount, who: Affected = you, condition?: Condition): EffectDef =>
  condition ? { kind: 'gainLife', amount, who, if: condition } : { kind: 'gainLife', amount, who };

export const costParagraph = (text: string, cost: { additional?: AdditionalCost; alternative?: AlternativeCost }): AbilityDef => ({ kind: 'cost', text, ...cost });
