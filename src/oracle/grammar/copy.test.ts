// "You may have ~ enter as a copy of ..." (614.1c, 707.5, 707.9b), in the database's words.
import { describe, expect, it } from 'vitest';
import type { OracleCard } from '../oracleCard';
import { compileUncached } from '../compile';

const card = (name: string, typeLine: string, oracleText: string): OracleCard => ({ name, typeLine, oracleText, layout: 'normal' });

describe('entersAsCopy', () => {
  it('reads Clone in the old wording and the new as one replacement effect (614.1c)', () => {
    const old = compileUncached(card('Clone', 'Creature — Shapeshifter', 'You may have Clone enter the battlefield as a copy of any creature on the battlefield.'));
    const today = compileUncached(card('Clone', 'Creature — Shapeshifter', 'You may have this creature enter as a copy of any creature on the battlefield.'));
    expect(old.support).toBe('full');
    expect(old.abilities).toEqual([{ kind: 'static', text: 'You may have Clone enter the battlefield as a copy of any creature on the battlefield.', rule: { kind: 'entersAsCopy', of: { permanents: ['Creature'] } } }]);
    expect(today.abilities[0]).toEqual({ ...old.abilities[0], text: 'You may have this creature enter as a copy of any creature on the battlefield.' });
  });

  it('reads whose permanent and which types: "a creature you control", "any artifact or creature", "any nonland permanent"', () => {
    const rule = (name: string, text: string) => {
      const c = compileUncached(card(name, 'Creature — Shapeshifter', text));
      return c.abilities[0].kind === 'static' ? c.abilities[0].rule : c.abilities[0];
    };
    expect(rule('Mirror Image', 'You may have Mirror Image enter the battlefield as a copy of a creature you control.')).toEqual({ kind: 'entersAsCopy', of: { permanents: ['Creature'], quality: { controller: 'you' } } });
    expect(rule('Mirrormade', 'You may have Mirrormade enter the battlefield as a copy of any artifact or enchantment on the battlefield.')).toEqual({ kind: 'entersAsCopy', of: { permanents: ['Artifact', 'Enchantment'] } });
    expect(rule('Clever Impersonator', 'You may have Clever Impersonator enter the battlefield as a copy of any nonland permanent on the battlefield.')).toEqual({
      kind: 'entersAsCopy',
      of: { permanents: ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'], quality: { notTypes: ['Land'] } },
    });
  });

  it('reads an exception that adds a type or subtypes as part of the copiable values (707.9b)', () => {
    const metamorph = compileUncached(card('Phyrexian Metamorph', 'Artifact Creature — Phyrexian Shapeshifter', 'You may have Phyrexian Metamorph enter the battlefield as a copy of any artifact or creature on the battlefield, except it\'s an artifact in addition to its other types.'));
    expect(metamorph.support).toBe('full');
    expect(metamorph.abilities[0]).toMatchObject({ rule: { kind: 'entersAsCopy', of: { permanents: ['Artifact', 'Creature'] }, except: { addTypes: ['Artifact'] } } });
    const glasspool = compileUncached(card('Glasspool Mimic', 'Creature — Shapeshifter Rogue', 'You may have Glasspool Mimic enter the battlefield as a copy of a creature you control, except it\'s a Shapeshifter Rogue in addition to its other types.'));
    expect(glasspool.abilities[0]).toMatchObject({ rule: { except: { addSubtypes: ['Shapeshifter', 'Rogue'] } } });
    const student = compileUncached(card("Sakashima's Student", 'Creature — Human Ninja', "You may have Sakashima's Student enter the battlefield as a copy of any creature on the battlefield, except it's a Ninja in addition to its other creature types."));
    expect(student.abilities[0]).toMatchObject({ rule: { except: { addSubtypes: ['Ninja'] } } });
  });

  it('leaves any other exception unmodelled, never half read', () => {
    const image = compileUncached(card('Phantasmal Image', 'Creature — Illusion', 'You may have Phantasmal Image enter the battlefield as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When this creature becomes the target of a spell or ability, sacrifice it."'));
    expect(image.support).toBe('none');
    const gargantuan = compileUncached(card('Quicksilver Gargantuan', 'Creature — Shapeshifter', "You may have Quicksilver Gargantuan enter the battlefield as a copy of any creature on the battlefield, except it's 7/7."));
    expect(gargantuan.support).toBe('none');
  });
});
