// The later effect families of the pool (see effects.ts): each card written as its compiled
// definition from the card database, checked by effects.test.ts.
import type { CardDef } from '../engine';

export const moreEffectCards: CardDef[] = [
  // you may (603.5)
  { name: 'Gravedigger', types: ['Creature'], oracle: 'When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand.', manaCost: '{3}{B}', subtypes: ['Zombie'], power: 2, toughness: 2,
    abilities: [
      { kind: 'triggered', text: 'When Gravedigger enters the battlefield, you may return target creature card from your graveyard to your hand.', trigger: { event: 'enters' }, effects: [{ kind: 'may', prompt: 'return target creature card from your graveyard to your hand', effects: [{ kind: 'bounce', what: { target: 0 } }] }], targets: [{ phrase: 'target creature card from your graveyard', filter: { cards: { zone: 'graveyard', owner: 'you', types: ['Creature'] } } }] },
    ],
  },
  { name: 'Reclamation Sage', types: ['Creature'], oracle: 'When Reclamation Sage enters the battlefield, you may destroy target artifact or enchantment.', manaCost: '{2}{G}', subtypes: ['Elf', 'Shaman'], power: 2, toughness: 1,
    abilities: [
      { kind: 'triggered', text: 'When Reclamation Sage enters the battlefield, you may destroy target artifact or enchantment.', trigger: { event: 'enters' }, effects: [{ kind: 'may', prompt: 'destroy target artifact or enchantment', effects: [{ kind: 'destroy', what: { target: 0 } }] }], targets: [{ phrase: 'target artifact or enchantment', filter: { permanents: ['Artifact', 'Enchantment'] } }] },
    ],
  },
  // destroy, it can't be regenerated (701.19c)
  { name: 'Terror', types: ['Instant'], oracle: 'Destroy target nonartifact, nonblack creature. It can\'t be regenerated.', manaCost: '{1}{B}',
    abilities: [
      { kind: 'spell', text: 'Destroy target nonartifact, nonblack creature. It can\'t be regenerated.', effects: [{ kind: 'destroy', what: { target: 0 }, noRegeneration: true }], targets: [{ phrase: 'target nonartifact, nonblack creature', filter: { permanents: ['Creature'], quality: { notTypes: ['Artifact'], notColors: ['B'] } } }] },
    ],
  },
  { name: 'Wrath of God', types: ['Sorcery'], oracle: 'Destroy all creatures. They can\'t be regenerated.', manaCost: '{2}{W}{W}',
    abilities: [
      { kind: 'spell', text: 'Destroy all creatures. They can\'t be regenerated.', effects: [{ kind: 'destroy', what: { each: { permanents: ['Creature'] } }, noRegeneration: true }] },
    ],
  },
  // counter target ... spell (115.1)
  { name: 'Negate', types: ['Instant'], oracle: 'Counter target noncreature spell.', manaCost: '{1}{U}',
    abilities: [
      { kind: 'spell', text: 'Counter target noncreature spell.', effects: [{ kind: 'counter', what: { target: 0 } }], targets: [{ phrase: 'target noncreature spell', filter: { quality: { notTypes: ['Creature'] }, spells: 'any' } }] },
    ],
  },
  { name: 'Annul', types: ['Instant'], oracle: 'Counter target artifact or enchantment spell.', manaCost: '{U}',
    abilities: [
      { kind: 'spell', text: 'Counter target artifact or enchantment spell.', effects: [{ kind: 'counter', what: { target: 0 } }], targets: [{ phrase: 'target artifact or enchantment spell', filter: { spells: ['Artifact', 'Enchantment'] } }] },
    ],
  },
  // lose life (119.3)
  { name: 'Soul Feast', types: ['Sorcery'], oracle: 'Target player loses 4 life and you gain 4 life.', manaCost: '{3}{B}{B}',
    abilities: [
      { kind: 'spell', text: 'Target player loses 4 life and you gain 4 life.', effects: [{ kind: 'loseLife', amount: 4, who: { target: 0 } }, { kind: 'gainLife', amount: 4, who: { who: 'controller' } }], targets: [{ phrase: 'target player', filter: { players: 'any' } }] },
    ],
  },
  { name: 'Foul Imp', types: ['Creature'], oracle: 'Flying\nWhen Foul Imp enters the battlefield, you lose 2 life.', manaCost: '{B}{B}', subtypes: ['Imp'], power: 2, toughness: 2,
    abilities: [
      { kind: 'keyword', keyword: 'flying', text: 'Flying' },
      { kind: 'triggered', text: 'When Foul Imp enters the battlefield, you lose 2 life.', trigger: { event: 'enters' }, effects: [{ kind: 'loseLife', amount: 2, who: { who: 'controller' } }] },
    ],
  },
  { name: 'Ambition\'s Cost', types: ['Sorcery'], oracle: 'You draw three cards and you lose 3 life.', manaCost: '{3}{B}',
    abilities: [
      { kind: 'spell', text: 'You draw three cards and you lose 3 life.', effects: [{ kind: 'draw', count: 3, who: { who: 'controller' } }, { kind: 'loseLife', amount: 3, who: { who: 'controller' } }] },
    ],
  },
  { name: 'Caustic Hound', types: ['Creature'], oracle: 'When Caustic Hound dies, each player loses 4 life.', manaCost: '{5}{B}', subtypes: ['Phyrexian', 'Dog'], power: 4, toughness: 4,
    abilities: [
      { kind: 'triggered', text: 'When Caustic Hound dies, each player loses 4 life.', trigger: { event: 'dies' }, effects: [{ kind: 'loseLife', amount: 4, who: { each: { players: 'all' } } }] },
    ],
  },
  // mill (701.17a)
  { name: 'Millstone', types: ['Artifact'], oracle: '{2}, {T}: Target player mills two cards.', manaCost: '{2}',
    abilities: [
      { kind: 'activated', text: '{2}, {T}: Target player mills two cards.', cost: { mana: '{2}', tap: true }, effects: [{ kind: 'mill', count: 2, who: { target: 0 } }], targets: [{ phrase: 'target player', filter: { players: 'any' } }] },
    ],
  },
  { name: 'Dream Twist', types: ['Instant'], oracle: 'Target player mills three cards.\nFlashback {1}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)', manaCost: '{U}',
    abilities: [
      { kind: 'spell', text: 'Target player mills three cards.', effects: [{ kind: 'mill', count: 3, who: { target: 0 } }], targets: [{ phrase: 'target player', filter: { players: 'any' } }] },
      { kind: 'cost', text: 'Flashback {1}{U}', alternative: { kind: 'flashback', mana: '{1}{U}' } },
    ],
  },
  // untap (701.26b)
  { name: 'Blossom Dryad', types: ['Creature'], oracle: '{T}: Untap target land.', manaCost: '{2}{G}', subtypes: ['Dryad'], power: 2, toughness: 2,
    abilities: [
      { kind: 'activated', text: '{T}: Untap target land.', cost: { tap: true }, effects: [{ kind: 'untap', what: { target: 0 } }], targets: [{ phrase: 'target land', filter: { permanents: ['Land'] } }] },
    ],
  },
  { name: 'Glimmerbell', types: ['Creature'], oracle: 'Flying\n{1}{U}: Untap Glimmerbell.', manaCost: '{1}{U}', subtypes: ['Elemental', 'Jellyfish'], power: 1, toughness: 3,
    abilities: [
      { kind: 'keyword', keyword: 'flying', text: 'Flying' },
      { kind: 'activated', text: '{1}{U}: Untap Glimmerbell.', cost: { mana: '{1}{U}' }, effects: [{ kind: 'untap', what: { who: 'self' } }] },
    ],
  },
  // put on top of its owner's library, return to the battlefield or the hand
  { name: 'Time Ebb', types: ['Sorcery'], oracle: 'Put target creature on top of its owner\'s library.', manaCost: '{2}{U}',
    abilities: [
      { kind: 'spell', text: 'Put target creature on top of its owner\'s library.', effects: [{ kind: 'putOnLibrary', what: { target: 0 } }], targets: [{ phrase: 'target creature', filter: { permanents: ['Creature'] } }] },
    ],
  },
  { name: 'Banishment Decree', types: ['Instant'], oracle: 'Put target artifact, creature, or enchantment on top of its owner\'s library.', manaCost: '{3}{W}{W}',
    abilities: [
      { kind: 'spell', text: 'Put target artifact, creature, or enchantment on top of its owner\'s library.', effects: [{ kind: 'putOnLibrary', what: { target: 0 } }], targets: [{ phrase: 'target artifact, creature, or enchantment', filter: { permanents: ['Artifact', 'Creature', 'Enchantment'] } }] },
    ],
  },
  { name: 'Resurrection', types: ['Sorcery'], oracle: 'Return target creature card from your graveyard to the battlefield.', manaCost: '{2}{W}{W}',
    abilities: [
      { kind: 'spell', text: 'Return target creature card from your graveyard to the battlefield.', effects: [{ kind: 'returnToBattlefield', what: { target: 0 } }], targets: [{ phrase: 'target creature card from your graveyard', filter: { cards: { zone: 'graveyard', owner: 'you', types: ['Creature'] } } }] },
    ],
  },
  { name: 'Protomatter Powder', types: ['Artifact'], oracle: '{4}{W}, {T}, Sacrifice Protomatter Powder: Return target artifact card from your graveyard to the battlefield.', manaCost: '{2}{U}',
    abilities: [
      { kind: 'activated', text: '{4}{W}, {T}, Sacrifice Protomatter Powder: Return target artifact card from your graveyard to the battlefield.', cost: { mana: '{4}{W}', tap: true, sacrificeSelf: true }, effects: [{ kind: 'returnToBattlefield', what: { target: 0 } }], targets: [{ phrase: 'target artifact card from your graveyard', filter: { cards: { zone: 'graveyard', owner: 'you', types: ['Artifact'] } } }] },
    ],
  },
  { name: 'Lantern Spirit', types: ['Creature'], oracle: 'Flying\n{U}: Return Lantern Spirit to its owner\'s hand.', manaCost: '{2}{U}', subtypes: ['Spirit'], power: 2, toughness: 1,
    abilities: [
      { kind: 'keyword', keyword: 'flying', text: 'Flying' },
      { kind: 'activated', text: '{U}: Return Lantern Spirit to its owner\'s hand.', cost: { mana: '{U}' }, effects: [{ kind: 'bounce', what: { who: 'self' } }] },
    ],
  },
  { name: 'Viashino Cutthroat', types: ['Creature'], oracle: 'Haste\nAt the beginning of the end step, return Viashino Cutthroat to its owner\'s hand.', manaCost: '{2}{R}{R}', subtypes: ['Viashino'], power: 5, toughness: 3,
    abilities: [
      { kind: 'keyword', keyword: 'haste', text: 'Haste' },
      { kind: 'triggered', text: 'At the beginning of the end step, return Viashino Cutthroat to its owner\'s hand.', trigger: { event: 'beginningOfStep', step: 'end', whose: 'each' }, effects: [{ kind: 'bounce', what: { who: 'self' } }] },
    ],
  },
  // fetch a land of a basic land type, tutor a card (701.23d)
  { name: 'Polluted Delta', types: ['Land'], oracle: '{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or Swamp card, put it onto the battlefield, then shuffle.',
    abilities: [
      { kind: 'activated', text: '{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for an Island or Swamp card, put it onto the battlefield, then shuffle.', cost: { tap: true, life: 1, sacrificeSelf: true }, effects: [{ kind: 'searchLibrary', count: 1, subtypes: ['Island', 'Swamp'], to: 'battlefield' }] },
    ],
  },
  { name: 'Demonic Tutor', types: ['Sorcery'], oracle: 'Search your library for a card, put that card into your hand, then shuffle.', manaCost: '{1}{B}',
    abilities: [
      { kind: 'spell', text: 'Search your library for a card, put that card into your hand, then shuffle.', effects: [{ kind: 'searchLibrary', count: 1, anyCard: true, to: 'hand' }] },
    ],
  },
  // sacrifice (701.21a), draws and loses life
  { name: 'Diabolic Edict', types: ['Instant'], oracle: 'Target player sacrifices a creature.', manaCost: '{1}{B}',
    abilities: [
      { kind: 'spell', text: 'Target player sacrifices a creature.', effects: [{ kind: 'sacrifice', who: { target: 0 }, types: ['Creature'] }], targets: [{ phrase: 'target player', filter: { players: 'any' } }] },
    ],
  },
  { name: 'Fleshbag Marauder', types: ['Creature'], oracle: 'When Fleshbag Marauder enters the battlefield, each player sacrifices a creature.', manaCost: '{2}{B}', subtypes: ['Zombie', 'Warrior'], power: 3, toughness: 1,
    abilities: [
      { kind: 'triggered', text: 'When Fleshbag Marauder enters the battlefield, each player sacrifices a creature.', trigger: { event: 'enters' }, effects: [{ kind: 'sacrifice', who: { each: { players: 'all' } }, types: ['Creature'] }] },
    ],
  },
  { name: 'Sign in Blood', types: ['Sorcery'], oracle: 'Target player draws two cards and loses 2 life.', manaCost: '{B}{B}',
    abilities: [
      { kind: 'spell', text: 'Target player draws two cards and loses 2 life.', effects: [{ kind: 'draw', count: 2, who: { target: 0 } }, { kind: 'loseLife', amount: 2, who: { target: 0 } }], targets: [{ phrase: 'target player', filter: { players: 'any' } }] },
    ],
  },
  // up to N targets (601.2c)
  { name: 'Lead Astray', types: ['Instant'], oracle: 'Tap up to two target creatures.', manaCost: '{1}{W}',
    abilities: [
      { kind: 'spell', text: 'Tap up to two target creatures.', effects: [{ kind: 'tap', what: { target: 0 } }], targets: [{ phrase: 'up to two target creatures', filter: { permanents: ['Creature'] }, min: 0, max: 2 }] },
    ],
  },
  { name: 'Dutiful Return', types: ['Sorcery'], oracle: 'Return up to two target creature cards from your graveyard to your hand.', manaCost: '{3}{B}',
    abilities: [
      { kind: 'spell', text: 'Return up to two target creature cards from your graveyard to your hand.', effects: [{ kind: 'bounce', what: { target: 0 } }], targets: [{ phrase: 'up to two target creature cards from your graveyard', filter: { cards: { zone: 'graveyard', owner: 'you', types: ['Creature'] } }, min: 0, max: 2 }] },
    ],
  },
  // create creature tokens (111.1, 111.3)
  { name: 'Inkling Summoning', types: ['Sorcery'], oracle: 'Create a 2/1 white and black Inkling creature token with flying.', manaCost: '{1}{W/B}{W/B}', subtypes: ['Lesson'],
    abilities: [
      { kind: 'spell', text: 'Create a 2/1 white and black Inkling creature token with flying.', effects: [{ kind: 'createToken', token: { types: ['Creature'], subtypes: ['Inkling'], power: 2, toughness: 1, oracle: 'Flying', abilities: [{ kind: 'keyword', keyword: 'flying', text: 'Flying' }], colors: ['W', 'B'] }, amount: 1 }] },
    ],
  },
  // damage, and you gain life
  { name: 'Lightning Helix', types: ['Instant'], oracle: 'Lightning Helix deals 3 damage to any target and you gain 3 life.', manaCost: '{R}{W}',
    abilities: [
      { kind: 'spell', text: 'Lightning Helix deals 3 damage to any target and you gain 3 life.', effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }, { kind: 'gainLife', amount: 3, who: { who: 'controller' } }], targets: [{ phrase: 'any target', filter: { players: 'any', permanents: ['Creature', 'Planeswalker'] } }] },
    ],
  },
  { name: 'Last Kiss', types: ['Instant'], oracle: 'Last Kiss deals 2 damage to target creature and you gain 2 life.', manaCost: '{2}{B}',
    abilities: [
      { kind: 'spell', text: 'Last Kiss deals 2 damage to target creature and you gain 2 life.', effects: [{ kind: 'damage', amount: 2, to: { target: 0 } }, { kind: 'gainLife', amount: 2, who: { who: 'controller' } }], targets: [{ phrase: 'target creature', filter: { permanents: ['Creature'] } }] },
    ],
  },
  // counters on each, scry then draw, gain life and draw, a graveyard card on top, a graveyard exiled
  { name: 'Preordain', types: ['Sorcery'], oracle: 'Scry 2, then draw a card. (To scry 2, look at the top two cards of your library, then put any number of them on the bottom of your library and the rest on top in any order.)', manaCost: '{U}',
    abilities: [
      { kind: 'spell', text: 'Scry 2, then draw a card.', effects: [{ kind: 'scry', count: 2 }, { kind: 'draw', count: 1, who: { who: 'controller' } }] },
    ],
  },
  { name: 'Inspiring Overseer', types: ['Creature'], oracle: 'Flying\nWhen Inspiring Overseer enters the battlefield, you gain 1 life and draw a card.', manaCost: '{2}{W}', subtypes: ['Angel', 'Cleric'], power: 2, toughness: 1,
    abilities: [
      { kind: 'keyword', keyword: 'flying', text: 'Flying' },
      { kind: 'triggered', text: 'When Inspiring Overseer enters the battlefield, you gain 1 life and draw a card.', trigger: { event: 'enters' }, effects: [{ kind: 'gainLife', amount: 1, who: { who: 'controller' } }, { kind: 'draw', count: 1, who: { who: 'controller' } }] },
    ],
  },
  { name: 'Inspiring Roar', types: ['Sorcery'], oracle: 'Put a +1/+1 counter on each creature you control.', manaCost: '{3}{W}',
    abilities: [
      { kind: 'spell', text: 'Put a +1/+1 counter on each creature you control.', effects: [{ kind: 'addCounters', counter: '+1/+1', amount: 1, to: { each: { permanents: ['Creature'], quality: { controller: 'you' } } } }] },
    ],
  },
  { name: 'Soul Snuffers', types: ['Creature'], oracle: 'When Soul Snuffers enters the battlefield, put a -1/-1 counter on each creature.', manaCost: '{2}{B}{B}', subtypes: ['Elemental', 'Shaman'], power: 3, toughness: 3,
    abilities: [
      { kind: 'triggered', text: 'When Soul Snuffers enters the battlefield, put a -1/-1 counter on each creature.', trigger: { event: 'enters' }, effects: [{ kind: 'addCounters', counter: '-1/-1', amount: 1, to: { each: { permanents: ['Creature'] } } }] },
    ],
  },
  { name: 'Reclaim', types: ['Instant'], oracle: 'Put target card from your graveyard on top of your library.', manaCost: '{G}',
    abilities: [
      { kind: 'spell', text: 'Put target card from your graveyard on top of your library.', effects: [{ kind: 'putOnLibrary', what: { target: 0 } }], targets: [{ phrase: 'target card from your graveyard', filter: { cards: { zone: 'graveyard', owner: 'you', types: 'any' } } }] },
    ],
  },
  { name: 'Volrath\'s Stronghold', types: ['Land'], oracle: '{T}: Add {C}.\n{1}{B}, {T}: Put target creature card from your graveyard on top of your library.', supertypes: ['Legendary'],
    abilities: [
      { kind: 'activated', text: '{T}: Add {C}.', cost: { tap: true }, effects: [{ kind: 'addMana', mana: ['C'] }] },
      { kind: 'activated', text: '{1}{B}, {T}: Put target creature card from your graveyard on top of your library.', cost: { mana: '{1}{B}', tap: true }, effects: [{ kind: 'putOnLibrary', what: { target: 0 } }], targets: [{ phrase: 'target creature card from your graveyard', filter: { cards: { zone: 'graveyard', owner: 'you', types: ['Creature'] } } }] },
    ],
  },
  { name: 'Tormod\'s Crypt', types: ['Artifact'], oracle: '{T}, Sacrifice Tormod\'s Crypt: Exile target player\'s graveyard.', manaCost: '{0}',
    abilities: [
      { kind: 'activated', text: '{T}, Sacrifice Tormod\'s Crypt: Exile target player\'s graveyard.', cost: { tap: true, sacrificeSelf: true }, effects: [{ kind: 'exileGraveyard', whose: { target: 0 } }], targets: [{ phrase: 'target player', filter: { players: 'any' } }] },
    ],
  },
  { name: 'Remorseful Cleric', types: ['Creature'], oracle: 'Flying\nSacrifice Remorseful Cleric: Exile target player\'s graveyard.', manaCost: '{1}{W}', subtypes: ['Spirit', 'Cleric'], power: 2, toughness: 1,
    abilities: [
      { kind: 'keyword', keyword: 'flying', text: 'Flying' },
      { kind: 'activated', text: 'Sacrifice Remorseful Cleric: Exile target player\'s graveyard.', cost: { sacrificeSelf: true }, effects: [{ kind: 'exileGraveyard', whose: { target: 0 } }], targets: [{ phrase: 'target player', filter: { players: 'any' } }] },
    ],
  },
  // "Its controller" of what was destroyed or countered (608.2h)
  { name: 'Despoil', types: ['Sorcery'], oracle: 'Destroy target land. Its controller loses 2 life.', manaCost: '{3}{B}',
    abilities: [
      { kind: 'spell', text: 'Destroy target land. Its controller loses 2 life.', effects: [{ kind: 'destroy', what: { target: 0 } }, { kind: 'loseLife', amount: 2, who: { remembered: 'its controller' } }], targets: [{ phrase: 'target land', filter: { permanents: ['Land'] } }] },
    ],
  },
  { name: 'Countersquall', types: ['Instant'], oracle: 'Counter target noncreature spell. Its controller loses 2 life.', manaCost: '{U}{B}',
    abilities: [
      { kind: 'spell', text: 'Counter target noncreature spell. Its controller loses 2 life.', effects: [{ kind: 'counter', what: { target: 0 } }, { kind: 'loseLife', amount: 2, who: { remembered: 'its controller' } }], targets: [{ phrase: 'target noncreature spell', filter: { quality: { notTypes: ['Creature'] }, spells: 'any' } }] },
    ],
  },
  // create creature tokens (111.1, 111.3), one at a time
  { name: 'Goblin Instigator', types: ['Creature'], oracle: 'When Goblin Instigator enters the battlefield, create a 1/1 red Goblin creature token.', manaCost: '{1}{R}', subtypes: ['Goblin', 'Rogue'], power: 1, toughness: 1,
    abilities: [
      { kind: 'triggered', text: 'When Goblin Instigator enters the battlefield, create a 1/1 red Goblin creature token.', trigger: { event: 'enters' }, effects: [{ kind: 'createToken', token: { types: ['Creature'], subtypes: ['Goblin'], power: 1, toughness: 1, oracle: '', abilities: [], colors: ['R'] }, amount: 1 }] },
    ],
  },
  // each player draws, tap, untap, return and exile all, an opponent's graveyard
  { name: 'Temple Bell', types: ['Artifact'], oracle: '{T}: Each player draws a card.', manaCost: '{3}',
    abilities: [
      { kind: 'activated', text: '{T}: Each player draws a card.', cost: { tap: true }, effects: [{ kind: 'draw', count: 1, who: { each: { players: 'all' } } }] },
    ],
  },
  { name: 'Mobilize', types: ['Sorcery'], oracle: 'Untap all creatures you control.', manaCost: '{G}',
    abilities: [
      { kind: 'spell', text: 'Untap all creatures you control.', effects: [{ kind: 'untap', what: { each: { permanents: ['Creature'], quality: { controller: 'you' } } } }] },
    ],
  },
  { name: 'Evacuation', types: ['Instant'], oracle: 'Return all creatures to their owners\' hands.', manaCost: '{3}{U}{U}',
    abilities: [
      { kind: 'spell', text: 'Return all creatures to their owners\' hands.', effects: [{ kind: 'bounce', what: { each: { permanents: ['Creature'] } } }] },
    ],
  },
  { name: 'Scavenging Harpy', types: ['Creature'], oracle: 'Flying\nWhen Scavenging Harpy enters the battlefield, exile target card from an opponent\'s graveyard.', manaCost: '{2}{B}', subtypes: ['Harpy'], power: 2, toughness: 1,
    abilities: [
      { kind: 'keyword', keyword: 'flying', text: 'Flying' },
      { kind: 'triggered', text: 'When Scavenging Harpy enters the battlefield, exile target card from an opponent\'s graveyard.', trigger: { event: 'enters' }, effects: [{ kind: 'exile', what: { target: 0 } }], targets: [{ phrase: 'target card from an opponent\'s graveyard', filter: { cards: { zone: 'graveyard', owner: 'opponent', types: 'any' } } }] },
    ],
  },
  { name: 'Cephalid Looter', types: ['Creature'], oracle: '{T}: Target player draws a card, then discards a card.', manaCost: '{2}{U}', subtypes: ['Cephalid', 'Rogue'], power: 2, toughness: 1,
    abilities: [
      { kind: 'activated', text: '{T}: Target player draws a card, then discards a card.', cost: { tap: true }, effects: [{ kind: 'draw', count: 1, who: { target: 0 } }, { kind: 'discard', count: 1, who: { target: 0 } }], targets: [{ phrase: 'target player', filter: { players: 'any' } }] },
    ],
  },
  // two damage phrases, target opponent or planeswalker
  { name: 'Hungry Flames', types: ['Instant'], oracle: 'Hungry Flames deals 3 damage to target creature and 2 damage to target player or planeswalker.', manaCost: '{2}{R}',
    abilities: [
      { kind: 'spell', text: 'Hungry Flames deals 3 damage to target creature and 2 damage to target player or planeswalker.', effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }, { kind: 'damage', amount: 2, to: { target: 1 } }], targets: [{ phrase: 'target creature', filter: { permanents: ['Creature'] } }, { phrase: 'target player or planeswalker', filter: { players: 'any', permanents: ['Planeswalker'] } }] },
    ],
  },
  { name: 'Burning Fields', types: ['Sorcery'], oracle: 'Burning Fields deals 5 damage to target opponent or planeswalker.', manaCost: '{4}{R}',
    abilities: [
      { kind: 'spell', text: 'Burning Fields deals 5 damage to target opponent or planeswalker.', effects: [{ kind: 'damage', amount: 5, to: { target: 0 } }], targets: [{ phrase: 'target opponent or planeswalker', filter: { players: 'opponent', permanents: ['Planeswalker'] } }] },
    ],
  },
  // return a permanent you control (chosen, no target)
  { name: 'Shrieking Drake', types: ['Creature'], oracle: 'Flying\nWhen Shrieking Drake enters the battlefield, return a creature you control to its owner\'s hand.', manaCost: '{U}', subtypes: ['Drake'], power: 1, toughness: 1,
    abilities: [
      { kind: 'keyword', keyword: 'flying', text: 'Flying' },
      { kind: 'triggered', text: 'When Shrieking Drake enters the battlefield, return a creature you control to its owner\'s hand.', trigger: { event: 'enters' }, effects: [{ kind: 'returnChosen', who: { who: 'controller' }, types: ['Creature'] }] },
    ],
  },
  { name: 'Kor Skyfisher', types: ['Creature'], oracle: 'Flying\nWhen Kor Skyfisher enters the battlefield, return a permanent you control to its owner\'s hand.', manaCost: '{1}{W}', subtypes: ['Kor', 'Soldier'], power: 2, toughness: 3,
    abilities: [
      { kind: 'keyword', keyword: 'flying', text: 'Flying' },
      { kind: 'triggered', text: 'When Kor Skyfisher enters the battlefield, return a permanent you control to its owner\'s hand.', trigger: { event: 'enters' }, effects: [{ kind: 'returnChosen', who: { who: 'controller' }, types: ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'] }] },
    ],
  },
  // counted as it happens: for each, equal to the number of (608.2h)
  { name: 'Festival of Trokin', types: ['Sorcery'], oracle: 'You gain 2 life for each creature you control.', manaCost: '{W}',
    abilities: [
      { kind: 'spell', text: 'You gain 2 life for each creature you control.', effects: [{ kind: 'gainLife', amount: { of: 'count', each: { permanents: ['Creature'], quality: { controller: 'you' } }, times: 2 }, who: { who: 'controller' } }] },
    ],
  },
  { name: 'Ground Assault', types: ['Sorcery'], oracle: 'Ground Assault deals damage to target creature equal to the number of lands you control.', manaCost: '{R}{G}',
    abilities: [
      { kind: 'spell', text: 'Ground Assault deals damage to target creature equal to the number of lands you control.', effects: [{ kind: 'damage', amount: { of: 'count', each: { permanents: ['Land'], quality: { controller: 'you' } } }, to: { target: 0 } }], targets: [{ phrase: 'target creature', filter: { permanents: ['Creature'] } }] },
    ],
  },
];
