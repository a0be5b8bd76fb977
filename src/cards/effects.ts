// Cards of the effect families the Oracle compiler reads: destroy, counter unless, damage to you and
// to each, discard, graveyard cards, searching for a basic land, enters tapped unless; and, in
// effectsMore.ts, "you may", life loss, mill, untap, sacrifice, tokens and the rest. Each is written
// as its compiled definition from the card database, which `effects.test.ts` checks it still is, so
// scenarios can play them while the pool is hand-written (src/cards/compiled.test.ts).
import type { CardDef } from '../engine';
import { moreEffectCards } from './effectsMore';

const firstEffectCards: CardDef[] = [
  // destroy (701.8)
  { name: 'Naturalize', types: ['Instant'], oracle: 'Destroy target artifact or enchantment.', manaCost: '{1}{G}',
    abilities: [
      { kind: 'spell', text: 'Destroy target artifact or enchantment.', effects: [{ kind: 'destroy', what: { target: 0 } }], targets: [{ phrase: 'target artifact or enchantment', filter: { permanents: ['Artifact', 'Enchantment'] } }] },
    ],
  },
  { name: 'Doom Blade', types: ['Instant'], oracle: 'Destroy target nonblack creature.', manaCost: '{1}{B}',
    abilities: [
      { kind: 'spell', text: 'Destroy target nonblack creature.', effects: [{ kind: 'destroy', what: { target: 0 } }], targets: [{ phrase: 'target nonblack creature', filter: { permanents: ['Creature'], quality: { notColors: ['B'] } } }] },
    ],
  },
  { name: 'Smite the Monstrous', types: ['Instant'], oracle: 'Destroy target creature with power 4 or greater.', manaCost: '{3}{W}',
    abilities: [
      { kind: 'spell', text: 'Destroy target creature with power 4 or greater.', effects: [{ kind: 'destroy', what: { target: 0 } }], targets: [{ phrase: 'target creature with power 4 or greater', filter: { permanents: ['Creature'], quality: { power: { atLeast: 4 } } } }] },
    ],
  },
  { name: 'Shatter', types: ['Instant'], oracle: 'Destroy target artifact.', manaCost: '{1}{R}',
    abilities: [
      { kind: 'spell', text: 'Destroy target artifact.', effects: [{ kind: 'destroy', what: { target: 0 } }], targets: [{ phrase: 'target artifact', filter: { permanents: ['Artifact'] } }] },
    ],
  },
  { name: 'Tranquility', types: ['Sorcery'], oracle: 'Destroy all enchantments.', manaCost: '{2}{G}',
    abilities: [
      { kind: 'spell', text: 'Destroy all enchantments.', effects: [{ kind: 'destroy', what: { each: { permanents: ['Enchantment'] } } }] },
    ],
  },
  // counter unless its controller pays (118.12a)
  { name: 'Mana Leak', types: ['Instant'], oracle: 'Counter target spell unless its controller pays {3}.', manaCost: '{1}{U}',
    abilities: [
      { kind: 'spell', text: 'Counter target spell unless its controller pays {3}.', effects: [{ kind: 'counter', what: { target: 0 }, unlessPays: '{3}' }], targets: [{ phrase: 'target spell', filter: { spells: 'any' } }] },
    ],
  },
  { name: 'Force Spike', types: ['Instant'], oracle: 'Counter target spell unless its controller pays {1}.', manaCost: '{U}',
    abilities: [
      { kind: 'spell', text: 'Counter target spell unless its controller pays {1}.', effects: [{ kind: 'counter', what: { target: 0 }, unlessPays: '{1}' }], targets: [{ phrase: 'target spell', filter: { spells: 'any' } }] },
    ],
  },
  // damage to you, to each creature and each player, "It deals" (120.3)
  { name: 'Ancient Tomb', types: ['Land'], oracle: '{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.',
    abilities: [
      { kind: 'activated', text: '{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.', cost: { tap: true }, effects: [{ kind: 'addMana', mana: ['C', 'C'] }, { kind: 'damage', amount: 2, to: { who: 'controller' } }] },
    ],
  },
  { name: 'Karplusan Forest', types: ['Land'], oracle: '{T}: Add {C}.\n{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.',
    abilities: [
      { kind: 'activated', text: '{T}: Add {C}.', cost: { tap: true }, effects: [{ kind: 'addMana', mana: ['C'] }] },
      { kind: 'activated', text: '{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.', cost: { tap: true }, effects: [{ kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: ['R', 'G'] } }, { kind: 'damage', amount: 1, to: { who: 'controller' } }] },
    ],
  },
  { name: 'Aeolipile', types: ['Artifact'], oracle: '{1}, {T}, Sacrifice Aeolipile: It deals 2 damage to any target.', manaCost: '{2}',
    abilities: [
      { kind: 'activated', text: '{1}, {T}, Sacrifice Aeolipile: It deals 2 damage to any target.', cost: { mana: '{1}', tap: true, sacrificeSelf: true }, effects: [{ kind: 'damage', amount: 2, to: { target: 0 } }], targets: [{ phrase: 'any target', filter: { players: 'any', permanents: ['Creature', 'Planeswalker'] } }] },
    ],
  },
  { name: 'Char', types: ['Instant'], oracle: 'Char deals 4 damage to any target and 2 damage to you.', manaCost: '{2}{R}',
    abilities: [
      { kind: 'spell', text: 'Char deals 4 damage to any target and 2 damage to you.', effects: [{ kind: 'damage', amount: 4, to: { target: 0 } }, { kind: 'damage', amount: 2, to: { who: 'controller' } }], targets: [{ phrase: 'any target', filter: { players: 'any', permanents: ['Creature', 'Planeswalker'] } }] },
    ],
  },
  { name: 'Pyroclasm', types: ['Sorcery'], oracle: 'Pyroclasm deals 2 damage to each creature.', manaCost: '{1}{R}',
    abilities: [
      { kind: 'spell', text: 'Pyroclasm deals 2 damage to each creature.', effects: [{ kind: 'damage', amount: 2, to: { each: { permanents: ['Creature'] } } }] },
    ],
  },
  { name: 'Earthquake', types: ['Sorcery'], oracle: 'Earthquake deals X damage to each creature without flying and each player.', manaCost: '{X}{R}',
    abilities: [
      { kind: 'spell', text: 'Earthquake deals X damage to each creature without flying and each player.', effects: [{ kind: 'damage', amount: { of: 'x' }, to: { each: { players: 'all', permanents: ['Creature'], quality: { keyword: { keyword: 'flying', has: false } } } } }] },
    ],
  },
  // discard (701.9)
  { name: 'Mind Rot', types: ['Sorcery'], oracle: 'Target player discards two cards.', manaCost: '{2}{B}',
    abilities: [
      { kind: 'spell', text: 'Target player discards two cards.', effects: [{ kind: 'discard', count: 2, who: { target: 0 } }], targets: [{ phrase: 'target player', filter: { players: 'any' } }] },
    ],
  },
  { name: 'Merfolk Looter', types: ['Creature'], oracle: '{T}: Draw a card, then discard a card.', manaCost: '{1}{U}', subtypes: ['Merfolk', 'Rogue'], power: 1, toughness: 1,
    abilities: [
      { kind: 'activated', text: '{T}: Draw a card, then discard a card.', cost: { tap: true }, effects: [{ kind: 'draw', count: 1, who: { who: 'controller' } }, { kind: 'discard', count: 1, who: { who: 'controller' } }] },
    ],
  },
  { name: 'Ravenous Rats', types: ['Creature'], oracle: 'When Ravenous Rats enters the battlefield, target opponent discards a card.', manaCost: '{1}{B}', subtypes: ['Rat'], power: 1, toughness: 1,
    abilities: [
      { kind: 'triggered', text: 'When Ravenous Rats enters the battlefield, target opponent discards a card.', trigger: { event: 'enters' }, effects: [{ kind: 'discard', count: 1, who: { target: 0 } }], targets: [{ phrase: 'target opponent', filter: { players: 'opponent' } }] },
    ],
  },
  // cards in graveyards (115.2, 406.2)
  { name: 'Raise Dead', types: ['Sorcery'], oracle: 'Return target creature card from your graveyard to your hand.', manaCost: '{B}',
    abilities: [
      { kind: 'spell', text: 'Return target creature card from your graveyard to your hand.', effects: [{ kind: 'bounce', what: { target: 0 } }], targets: [{ phrase: 'target creature card from your graveyard', filter: { cards: { zone: 'graveyard', owner: 'you', types: ['Creature'] } } }] },
    ],
  },
  { name: 'Cremate', types: ['Instant'], oracle: 'Exile target card from a graveyard.\nDraw a card.', manaCost: '{B}',
    abilities: [
      { kind: 'spell', text: 'Exile target card from a graveyard.', effects: [{ kind: 'exile', what: { target: 0 } }], targets: [{ phrase: 'target card from a graveyard', filter: { cards: { zone: 'graveyard', owner: 'any', types: 'any' } } }] },
      { kind: 'spell', text: 'Draw a card.', effects: [{ kind: 'draw', count: 1, who: { who: 'controller' } }] },
    ],
  },
  // search for a basic land (701.23)
  { name: 'Evolving Wilds', types: ['Land'], oracle: '{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.',
    abilities: [
      { kind: 'activated', text: '{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.', cost: { tap: true, sacrificeSelf: true }, effects: [{ kind: 'searchLibrary', count: 1, types: ['Land'], supertypes: ['Basic'], to: 'battlefield', tapped: true }] },
    ],
  },
  { name: 'Rampant Growth', types: ['Sorcery'], oracle: 'Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.', manaCost: '{1}{G}',
    abilities: [
      { kind: 'spell', text: 'Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.', effects: [{ kind: 'searchLibrary', count: 1, types: ['Land'], supertypes: ['Basic'], to: 'battlefield', tapped: true }] },
    ],
  },
  { name: 'Lay of the Land', types: ['Sorcery'], oracle: 'Search your library for a basic land card, reveal it, put it into your hand, then shuffle.', manaCost: '{G}',
    abilities: [
      { kind: 'spell', text: 'Search your library for a basic land card, reveal it, put it into your hand, then shuffle.', effects: [{ kind: 'searchLibrary', count: 1, types: ['Land'], supertypes: ['Basic'], to: 'hand', reveal: true }] },
    ],
  },
  { name: 'Sakura-Tribe Elder', types: ['Creature'], oracle: 'Sacrifice Sakura-Tribe Elder: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.', manaCost: '{1}{G}', subtypes: ['Snake', 'Shaman'], power: 1, toughness: 1,
    abilities: [
      { kind: 'activated', text: 'Sacrifice Sakura-Tribe Elder: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.', cost: { sacrificeSelf: true }, effects: [{ kind: 'searchLibrary', count: 1, types: ['Land'], supertypes: ['Basic'], to: 'battlefield', tapped: true }] },
    ],
  },
  // enters tapped unless (614.1c)
  { name: 'Blackcleave Cliffs', types: ['Land'], oracle: 'Blackcleave Cliffs enters the battlefield tapped unless you control two or fewer other lands.\n{T}: Add {B} or {R}.',
    abilities: [
      { kind: 'static', text: 'Blackcleave Cliffs enters the battlefield tapped unless you control two or fewer other lands.', rule: { kind: 'entersTapped', unless: { lands: { atMost: 2 } } } },
      { kind: 'activated', text: '{T}: Add {B} or {R}.', cost: { tap: true }, effects: [{ kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: ['B', 'R'] } }] },
    ],
  },
  { name: 'Glacial Fortress', types: ['Land'], oracle: 'Glacial Fortress enters the battlefield tapped unless you control a Plains or an Island.\n{T}: Add {W} or {U}.',
    abilities: [
      { kind: 'static', text: 'Glacial Fortress enters the battlefield tapped unless you control a Plains or an Island.', rule: { kind: 'entersTapped', unless: { controlsSubtype: ['Plains', 'Island'] } } },
      { kind: 'activated', text: '{T}: Add {W} or {U}.', cost: { tap: true }, effects: [{ kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: ['W', 'U'] } }] },
    ],
  },
  { name: 'Deserted Beach', types: ['Land'], oracle: 'Deserted Beach enters the battlefield tapped unless you control two or more other lands.\n{T}: Add {W} or {U}.',
    abilities: [
      { kind: 'static', text: 'Deserted Beach enters the battlefield tapped unless you control two or more other lands.', rule: { kind: 'entersTapped', unless: { lands: { atLeast: 2 } } } },
      { kind: 'activated', text: '{T}: Add {W} or {U}.', cost: { tap: true }, effects: [{ kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: ['W', 'U'] } }] },
    ],
  },
  { name: 'Luxury Suite', types: ['Land'], oracle: 'Luxury Suite enters the battlefield tapped unless you have two or more opponents.\n{T}: Add {B} or {R}.',
    abilities: [
      { kind: 'static', text: 'Luxury Suite enters the battlefield tapped unless you have two or more opponents.', rule: { kind: 'entersTapped', unless: { opponents: { atLeast: 2 } } } },
      { kind: 'activated', text: '{T}: Add {B} or {R}.', cost: { tap: true }, effects: [{ kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: ['B', 'R'] } }] },
    ],
  },

];

export const effectCards: CardDef[] = [...firstEffectCards, ...moreEffectCards];
