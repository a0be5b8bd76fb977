// 111.4: a token's name is the one its effect gives, or its subtypes plus the word "Token".
import { describe, expect, it } from 'vitest';
import { tokenName } from './card';

describe('token names (111.4)', () => {
  it('a token the effect does not name is named after its subtypes plus "Token"', () => {
    expect(tokenName({ types: ['Artifact', 'Creature'], subtypes: ['Thopter'], oracle: 'Flying', abilities: [] })).toBe('Thopter Token');
    expect(tokenName({ types: ['Creature'], subtypes: ['Dwarf', 'Berserker'], oracle: '', abilities: [] })).toBe('Dwarf Berserker Token');
  });

  it('a token the effect names keeps that name, without "Token"', () => {
    expect(tokenName({ name: 'Boo', types: ['Creature'], subtypes: ['Hamster'], oracle: 'Trample, haste', abilities: [] })).toBe('Boo');
  });
});
