import { describe, expect, it } from 'vitest';
import type { AbilityDef } from './card';
import { filterWithChosen, withChosen, withChosenChange, withEnteredColor } from './chosen';

describe('the chosen color or type made plain for its source (614.12)', () => {
  it('reads "of the chosen type" as the creature type the source chose', () => {
    expect(withChosen({ chosen: 'creatureType', controller: 'you' }, { chosen: { creatureType: 'Elf' } })).toEqual({ controller: 'you', subtypes: ['Elf'] });
    expect(withChosen({ chosen: 'color' }, { chosen: { color: 'R' } })).toEqual({ colors: ['R'] });
  });

  it('leaves it unread (nothing has it) when the source chose nothing, or a quality excludes the choice', () => {
    expect(withChosen({ chosen: 'color' }, {})).toEqual({ chosen: 'color' });
    expect(withChosen({ chosen: 'color', colors: ['W'] }, { chosen: { color: 'R' } })).toEqual({ chosen: 'color', colors: ['W'] });
    const f = { permanents: ['Creature' as const] };
    expect(filterWithChosen(f, { chosen: { color: 'R' } })).toBe(f);
  });

  it('adds the chosen type in layer 4 and grants protection from the chosen color in layer 6, one ability per color', () => {
    expect(withChosenChange({ layer: '4', addChosenType: true }, { chosen: { creatureType: 'Elf' } })).toEqual({ layer: '4', addSubtypes: ['Elf'] });
    expect(withChosenChange({ layer: '4', addChosenType: true }, {})).toEqual({ layer: '4' });
    const protection: AbilityDef = { kind: 'keyword', keyword: 'protection', text: 'protection from the chosen color', protection: { chosen: 'color' } };
    const a = withChosenChange({ layer: '6', addAbilities: [protection] }, { chosen: { color: 'U' } });
    const b = withChosenChange({ layer: '6', addAbilities: [protection] }, { chosen: { color: 'U' } });
    expect(a.layer === '6' && a.addAbilities?.[0]).toEqual({ kind: 'keyword', keyword: 'protection', text: 'protection from blue', protection: { colors: ['U'] } });
    expect(a.layer === '6' && b.layer === '6' && a.addAbilities?.[0] === b.addAbilities?.[0]).toBe(true);
  });

  it('adds the chosen color to the types a Thriving land adds, once', () => {
    expect(withEnteredColor(['R'], 'G')).toEqual(['R', 'G']);
    expect(withEnteredColor(['R'], 'R')).toEqual(['R']);
    expect(withEnteredColor([], undefined)).toEqual([]);
  });
});
