// The explain view's words for what an effect changed: each characteristic before and after, as a
// judge reads it ("Creature — Elf Warrior", "green", "Flying, Vigilance", "3/3" as 3 and 3).
import type { AppliedStep, CharacteristicName, Characteristics } from '../state/layers';
import { playerName } from '../state/game';
import type { GameState } from '../state/state';

const COLOR_NAMES: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

export function typeLineOf(c: Pick<Characteristics, 'supertypes' | 'types' | 'subtypes'>): string {
  const left = [...c.supertypes, ...c.types].join(' ');
  return c.subtypes.length ? `${left} — ${c.subtypes.join(' ')}` : left;
}

export function colorsText(colors: readonly string[]): string {
  return colors.length === 0 ? 'colorless' : colors.map((k) => COLOR_NAMES[k] ?? k).join(' and ');
}

export function abilitiesText(c: Pick<Characteristics, 'abilities'>): string {
  return c.abilities.length === 0 ? 'no abilities' : c.abilities.map((a) => a.text).join(' · ');
}

/** Each characteristic as the explain view shows it. */
export function shown(s: GameState, c: Characteristics): Record<CharacteristicName, string> {
  return {
    name: c.name,
    types: typeLineOf(c),
    colors: colorsText(c.colors),
    abilities: abilitiesText(c),
    power: c.power === undefined ? '—' : String(c.power),
    toughness: c.toughness === undefined ? '—' : String(c.toughness),
    controller: playerName(s, c.controller),
  };
}

export function snapshot(c: Characteristics): Characteristics {
  return { ...c };
}

export function describeChanges(s: GameState, before: Characteristics, after: Characteristics): AppliedStep['changed'] {
  const a = shown(s, before);
  const b = shown(s, after);
  return (Object.keys(a) as CharacteristicName[]).filter((k) => a[k] !== b[k]).map((k) => ({ characteristic: k, before: a[k], after: b[k] }));
}
