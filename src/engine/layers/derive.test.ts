// The derivation of characteristics in layers (613), on hand-made cards: what each rule of 613 says,
// with its own examples where it has them (613.4d, 613.5, 613.6, 613.9), and the explain view's
// account of it (derivationOf: every step, its rules, what it depended on).
import { describe, expect, it } from 'vitest';
import type { AbilityDef, Amount } from '../state/card';
import type { LayerChange } from '../state/layers';
import { objectAt } from '../state/objectTable';
import type { GameState } from '../state/state';
import { characteristicsOf, derivationOf } from './derive';
import { continuous, each, layersGame, withEffect, withTimestamp, type TestCard } from './layersTesting';

const of = (s: GameState, id: string) => characteristicsOf(s, objectAt(s, id));
const pt = (s: GameState, id: string) => `${of(s, id).power}/${of(s, id).toughness}`;
const texts = (s: GameState, id: string) => of(s, id).abilities.map((a) => a.text);
const steps = (s: GameState, id: string) => derivationOf(s, objectAt(s, id)).steps;
const pump = (power: number, toughness: number): LayerChange => ({ layer: '7c', power, toughness });
const flying: AbilityDef = { kind: 'keyword', keyword: 'flying', text: 'Flying' };

const creature = (name: string, power: number, toughness: number, abilities: AbilityDef[] = [], subtype = 'Test', manaCost?: string): TestCard => ({
  name,
  typeLine: `Creature — ${subtype}`,
  power,
  toughness,
  abilities,
  ...(manaCost ? { manaCost } : {}),
});
const enchantment = (name: string, ...abilities: AbilityDef[]): TestCard => ({ name, typeLine: 'Enchantment', abilities });
const aura = (name: string, ...abilities: AbilityDef[]): TestCard => ({ name, typeLine: 'Enchantment — Aura', abilities });

const yours = (quality: Parameters<typeof each>[1] = {}, other?: boolean) => each(['Creature'], { controller: 'you', ...quality }, other);
const anthem = (text: string, affects = yours(), change = pump(1, 1)) => continuous(text, affects, [change]);

describe('static abilities apply to what their text names (611.3a)', () => {
  const lord = creature('Elvish Lord', 2, 2, [anthem('Other Elf creatures you control get +1/+1.', yours({ subtypes: ['Elf'] }, true))], 'Elf');
  const cards = [lord, creature('Elf', 1, 1, [], 'Elf'), creature('Bear', 2, 2)];
  const board = () => layersGame(cards, { Ann: [{ card: 'Elvish Lord', id: 'lord' }, { card: 'Elf', id: 'elf' }, { card: 'Bear', id: 'bear' }], Ben: [{ card: 'Elf', id: 'hers' }] });

  it('an anthem with a filter: other Elves you control, not the lord, not a Bear, not an opponent\'s Elf', () => {
    const { state, id } = board();
    expect([pt(state, id('lord')), pt(state, id('elf')), pt(state, id('bear')), pt(state, id('hers'))]).toEqual(['2/2', '2/2', '2/2', '1/1']);
  });

  it('the filter sees the earlier layers: a Bear made an Elf in layer 4, an Elf taken in layer 2 (613.1b, 613.1d)', () => {
    const { state, id } = board();
    let s = withEffect(state, { changes: [{ layer: '4', addSubtypes: ['Elf'] }], objects: [id('bear')] });
    s = withEffect(s, { changes: [{ layer: '2', controller: 'p1' }], objects: [id('hers')] });
    expect([pt(s, id('bear')), pt(s, id('hers'))]).toEqual(['3/3', '2/2']);
    expect(of(s, id('hers')).controller).toBe('p1');
  });

  it('a static ability of a card in a hand does nothing: it functions on the battlefield (113.6, 604.2)', () => {
    const { state, id } = layersGame([enchantment('Anthem', anthem('Creatures you control get +1/+1.')), creature('Bear', 2, 2, [anthem('This creature gets +1/+1.', { self: true })])], { Ann: [{ card: 'Bear', id: 'bear' }] }, { Ann: [{ card: 'Anthem', id: 'anthem' }, { card: 'Bear', id: 'held' }] });
    expect([pt(state, id('bear')), pt(state, id('held'))]).toEqual(['3/3', '2/2']);
  });
});

describe('613.5: the layers apply continually', () => {
  it("613.5's first example: Honor of the Pure gives +1/+1 to a creature turned white (layer 5), and stops when it turns red", () => {
    const honor = enchantment('Honor of the Pure', anthem('White creatures you control get +1/+1.', yours({ colors: ['W'] })));
    const { state, id } = layersGame([honor, creature('Black Bear', 2, 2, [], 'Bear', '{1}{B}')], { Ann: [{ card: 'Honor of the Pure', id: 'honor' }, { card: 'Black Bear', id: 'bear' }] });
    expect(pt(state, id('bear'))).toBe('2/2');
    const white = withEffect(state, { changes: [{ layer: '5', setColors: ['W'] }], objects: [id('bear')] });
    expect(pt(white, id('bear'))).toBe('3/3');
    const red = withEffect(white, { changes: [{ layer: '5', setColors: ['R'] }], objects: [id('bear')] });
    expect([pt(red, id('bear')), of(red, id('bear')).colors]).toEqual(['2/2', ['R']]);
  });

  it("613.5's second example: Gray Ogre with a +1/+1 counter, +4/+4, +0/+2, then \"becomes 0/1\" (7b) is 5/8", () => {
    const { state, id } = layersGame([creature('Gray Ogre', 2, 2, [], 'Ogre'), enchantment('Bulwark', anthem('Creatures you control get +0/+2.', yours(), pump(0, 2)))], {
      Ann: [{ card: 'Gray Ogre', id: 'ogre', counters: { '+1/+1': 1 } }, { card: 'Bulwark', id: 'bulwark' }],
    });
    expect(pt(state, id('ogre'))).toBe('3/5');
    const pumped = withEffect(state, { changes: [pump(4, 4)], objects: [id('ogre')] });
    expect(pt(pumped, id('ogre'))).toBe('7/9');
    const set = withEffect(pumped, { changes: [{ layer: '7b', power: 0, toughness: 1 }], objects: [id('ogre')] });
    expect(pt(set, id('ogre'))).toBe('5/8');
  });

  it('613.9: "White creatures get +1/+1" and "Enchanted creature is white": the enchanted creature gets +1/+1 whatever its color was', () => {
    const { state, id } = layersGame(
      [enchantment('Crusade', anthem('White creatures get +1/+1.', each(['Creature'], { colors: ['W'] }))), creature('Black Bear', 2, 2, [], 'Bear', '{1}{B}'), aura('Purity', continuous('Enchanted creature is white.', { attached: true }, [{ layer: '5', setColors: ['W'] }]))],
      { Ann: [{ card: 'Crusade', id: 'crusade' }, { card: 'Black Bear', id: 'bear' }, { card: 'Purity', id: 'purity', attachedTo: 'bear' }] },
    );
    expect(pt(state, id('bear'))).toBe('3/3');
  });
});

describe('613.4: layer 7 in sublayers', () => {
  const lands: Amount = { of: 'count', each: { permanents: ['Land'], quality: { controller: 'you' } } };
  const goyf = creature('Goyf', 0, 0, [continuous("Goyf's power and toughness are each equal to the number of lands you control.", { self: true }, [{ layer: '7a', power: lands, toughness: lands }], { cda: true })], 'Lhurgoyf');
  const onesThree = () => layersGame([creature('Wall', 1, 3)], { Ann: [{ card: 'Wall', id: 'wall' }] });
  const SWITCH: LayerChange = { layer: '7d', switch: true };

  it("613.4d's first example: +0/+1, switched (4/1), then +5/+0: 4/6", () => {
    const { state, id } = onesThree();
    let s = withEffect(state, { changes: [pump(0, 1)], objects: [id('wall')] });
    s = withEffect(s, { changes: [SWITCH], objects: [id('wall')] });
    expect(pt(s, id('wall'))).toBe('4/1');
    s = withEffect(s, { changes: [pump(5, 0)], objects: [id('wall')] });
    expect(pt(s, id('wall'))).toBe('4/6');
  });

  it("613.4d's second example: the +0/+1 ends before the switch: 3/1", () => {
    const { state, id } = onesThree();
    const s = withEffect(withEffect(state, { changes: [pump(0, 1)], objects: [id('wall')] }), { changes: [SWITCH], objects: [id('wall')] });
    const ended = { ...s, effects: s.effects!.slice(1) };
    expect(pt(ended, id('wall'))).toBe('3/1');
  });

  it("613.4d's third example: two switches cancel: 1/4", () => {
    const { state, id } = onesThree();
    let s = withEffect(state, { changes: [pump(0, 1)], objects: [id('wall')] });
    s = withEffect(withEffect(s, { changes: [SWITCH], objects: [id('wall')] }), { changes: [SWITCH], objects: [id('wall')] });
    expect(pt(s, id('wall'))).toBe('1/4');
  });

  it('7a a characteristic-defining ability (613.3, 613.4a), 7b set, 7c modify and counters, 7d switch, whatever the timestamps', () => {
    const { state, id } = layersGame([goyf, enchantment('Anthem', anthem('Creatures you control get +1/+1.'))], {
      Ann: [{ card: 'Anthem', id: 'anthem' }, { card: 'Goyf', id: 'goyf', counters: { '+1/+1': 2 } }, { card: 'Forest', id: 'f1' }, { card: 'Forest', id: 'f2' }, { card: 'Forest', id: 'f3' }],
    });
    expect(pt(state, id('goyf'))).toBe('6/6'); // 3/3, +1/+1, two counters
    // Created latest layer first: the switch, then "has base power and toughness 1/4".
    let s = withEffect(state, { changes: [SWITCH], objects: [id('goyf')] });
    s = withEffect(s, { changes: [{ layer: '7b', power: 1, toughness: 4 }], objects: [id('goyf')] });
    expect(pt(s, id('goyf'))).toBe('7/4'); // 3/3 → 1/4 → 2/5 → 4/7 → switched
    const applied = steps(s, id('goyf'));
    expect(applied.map((x) => [x.layer, x.origin])).toEqual([
      ['7a', 'cda'],
      ['7b', 'resolved'],
      ['7c', 'counters'],
      ['7c', 'static'],
      ['7d', 'resolved'],
    ]);
    expect(applied[0].rules).toEqual(expect.arrayContaining(['613.4a', '613.3', '604.3']));
    expect(applied[2].rules).toEqual(['613.4c', '122.1a']);
    expect(applied.map((x) => x.changed.map((c) => `${c.characteristic} ${c.before}→${c.after}`).join(', '))).toEqual([
      'power 0→3, toughness 0→3',
      'power 3→1, toughness 3→4',
      'power 1→3, toughness 4→6',
      'power 3→4, toughness 6→7',
      'power 4→7, toughness 7→4',
    ]);
  });

  it('a characteristic-defining ability functions in every zone (604.3): in a hand it counts the lands all the same', () => {
    const { state, id } = layersGame([goyf], { Ann: [{ card: 'Forest', id: 'f1' }, { card: 'Forest', id: 'f2' }] }, { Ann: [{ card: 'Goyf', id: 'goyf' }] });
    expect(pt(state, id('goyf'))).toBe('2/2');
  });
});

describe('613.3: characteristic-defining abilities apply first within layers 2-6', () => {
  it('"Creatures you control are blue", older, still applies after "~ is all colors"', () => {
    const courier = creature('Courier', 1, 1, [continuous('Courier is all colors.', { self: true }, [{ layer: '5', setColors: ['W', 'U', 'B', 'R', 'G'] }], { cda: true })]);
    const { state, id } = layersGame([enchantment('Tide', continuous('Creatures you control are blue.', yours(), [{ layer: '5', setColors: ['U'] }])), courier], {
      Ann: [{ card: 'Tide', id: 'tide' }, { card: 'Courier', id: 'courier' }],
    });
    expect(objectAt(state, id('tide')).timestamp).toBeLessThan(objectAt(state, id('courier')).timestamp);
    expect(of(state, id('courier')).colors).toEqual(['U']);
    expect(steps(state, id('courier')).map((x) => x.origin)).toEqual(['cda', 'static']);
  });
});

describe('613.2, 707.2: layer 1', () => {
  it('a copy effect gives the copiable values of the card copied, and only those: a Bear copying an artifact has no power (208.3)', () => {
    const { state, id } = layersGame([creature('Bear', 2, 2, [], 'Bear', '{1}{G}'), { name: 'Trinket', typeLine: 'Artifact', manaCost: '{3}' }], { Ann: [{ card: 'Bear', id: 'bear', counters: { '+1/+1': 1 } }] });
    const copied = withEffect(state, { changes: [{ layer: '1', copy: { card: 'Trinket' } }], objects: [id('bear')], duration: 'indefinite' });
    const c = of(copied, id('bear'));
    expect([c.name, c.types, c.subtypes, c.manaCost, c.colors, 'power' in c, 'toughness' in c, c.controller]).toEqual(['Trinket', ['Artifact'], [], '{3}', [], false, false, 'p1']);
  });
});

describe('613.6: an effect that began applying goes on in the later layers', () => {
  it('an anthem whose ability is removed in layer 6 gives nothing in layer 7c', () => {
    const { state, id } = layersGame([creature('Captain', 2, 2, [anthem('Creatures you control get +1/+1.')]), creature('Bear', 2, 2)], { Ann: [{ card: 'Captain', id: 'captain' }, { card: 'Bear', id: 'bear' }] });
    expect([pt(state, id('captain')), pt(state, id('bear'))]).toEqual(['3/3', '3/3']);
    const humbled = withEffect(state, { changes: [{ layer: '6', removeAll: true }], objects: [id('captain')] });
    expect([pt(humbled, id('captain')), pt(humbled, id('bear')), texts(humbled, id('captain'))]).toEqual(['2/2', '2/2', []]);
  });

  it("its third example: noncreature artifacts made 2/2 artifact creatures get the 2/2 in 7b, though they aren't noncreature artifacts by then", () => {
    const march = continuous('Each noncreature artifact is an artifact creature with base power and toughness 2/2.', each(['Artifact'], { notTypes: ['Creature'] }), [
      { layer: '4', addTypes: ['Creature'] },
      { layer: '7b', power: 2, toughness: 2 },
    ]);
    const { state, id } = layersGame([creature('Tinkerer', 1, 1, [march]), { name: 'Trinket', typeLine: 'Artifact' }], { Ann: [{ card: 'Tinkerer', id: 'tinkerer' }, { card: 'Trinket', id: 'trinket' }] });
    expect([of(state, id('trinket')).types, pt(state, id('trinket'))]).toEqual([['Artifact', 'Creature'], '2/2']);
    // The ability removed in layer 6: the effect began in layer 4, so it goes on in 7b.
    const humbled = withEffect(state, { changes: [{ layer: '6', removeAll: true }], objects: [id('tinkerer')] });
    expect([of(humbled, id('trinket')).types, pt(humbled, id('trinket')), texts(humbled, id('tinkerer'))]).toEqual([['Artifact', 'Creature'], '2/2', []]);
    expect(steps(humbled, id('trinket')).map((x) => x.layer)).toEqual(['4', '7b']);
  });
});

describe('613.7: timestamp order', () => {
  const wings = aura('Wings', continuous('Enchanted creature has flying.', { attached: true }, [{ layer: '6', addAbilities: [flying] }]));
  const clip = aura('Clip', continuous('Enchanted creature loses flying.', { attached: true }, [{ layer: '6', removeKeywords: ['flying'] }]));

  it('613.9\'s first example: "has flying" and "loses flying": the later wins; an Aura attached again gets a new timestamp (613.7e)', () => {
    const { state, id } = layersGame([creature('Bear', 2, 2), wings, clip], { Ann: [{ card: 'Bear', id: 'bear' }, { card: 'Wings', id: 'wings', attachedTo: 'bear' }, { card: 'Clip', id: 'clip', attachedTo: 'bear' }] });
    expect(texts(state, id('bear'))).toEqual([]);
    const again = withTimestamp(state, id('wings'), state.nextTimestamp);
    expect(texts(again, id('bear'))).toEqual(['Flying']);
    expect(steps(again, id('bear')).map((x) => [x.source.name, x.rules])).toEqual([
      ['Clip', ['613.1f', '613.7']],
      ['Wings', ['613.1f', '613.7']],
    ]);
  });

  it('613.7a, 613.7d: a static ability\'s effect has its permanent\'s timestamp', () => {
    const { state, id } = layersGame(
      [enchantment('Tide', continuous('Creatures you control are blue.', yours(), [{ layer: '5', setColors: ['U'] }])), enchantment('Flame', continuous('Creatures you control are red.', yours(), [{ layer: '5', setColors: ['R'] }])), creature('Bear', 2, 2)],
      { Ann: [{ card: 'Tide', id: 'tide' }, { card: 'Flame', id: 'flame' }, { card: 'Bear', id: 'bear' }] },
    );
    expect(of(state, id('bear')).colors).toEqual(['R']);
    expect(of(withTimestamp(state, id('tide'), state.nextTimestamp), id('bear')).colors).toEqual(['U']);
  });

  it("613.7a: a granted ability's effect has the granting effect's timestamp when later than its object's", () => {
    const giant = continuous('This creature has base power and toughness 5/5.', { self: true }, [{ layer: '7b', power: 5, toughness: 5 }]);
    const growth = aura('Growth', continuous('Enchanted creature has "This creature has base power and toughness 5/5."', { attached: true }, [{ layer: '6', addAbilities: [giant] }]));
    const { state, id } = layersGame([creature('Bear', 2, 2), growth], { Ann: [{ card: 'Bear', id: 'bear' }, { card: 'Growth', id: 'growth', attachedTo: 'bear' }] });
    // The Bear is made 0/1 after the Aura was attached: the granted ability, as old as the Aura, applies first.
    const shrunk = withEffect(state, { changes: [{ layer: '7b', power: 0, toughness: 1 }], objects: [id('bear')] });
    expect(pt(shrunk, id('bear'))).toBe('0/1');
    // The Aura attached again (613.7e): the granted ability is now later than the 0/1, though the Bear is older than both.
    const again = withTimestamp(shrunk, id('growth'), shrunk.nextTimestamp);
    expect(pt(again, id('bear'))).toBe('5/5');
    expect(steps(again, id('bear')).filter((x) => x.layer === '7b').map((x) => [x.source.name, x.timestamp])).toEqual([
      ['Test spell', state.nextTimestamp],
      ['Bear', shrunk.nextTimestamp],
    ]);
  });

  it('613.7b: effects of resolved spells in the order they were created', () => {
    const { state, id } = layersGame([creature('Bear', 2, 2)], { Ann: [{ card: 'Bear', id: 'bear' }] });
    const small = { changes: [{ layer: '7b', power: 0, toughness: 1 }] as LayerChange[], objects: [id('bear')] };
    const big = { changes: [{ layer: '7b', power: 4, toughness: 4 }] as LayerChange[], objects: [id('bear')] };
    expect(pt(withEffect(withEffect(state, small), big), id('bear'))).toBe('4/4');
    expect(pt(withEffect(withEffect(state, big), small), id('bear'))).toBe('0/1');
  });
});

describe('613.8: dependency', () => {
  const land = (name: string, text: string, changes: LayerChange[], filter = each(['Land'])): TestCard => ({ name, typeLine: 'Legendary Land', abilities: [continuous(text, filter, changes)] });
  const urborg = land('Urborg', 'Each land is a Swamp in addition to its other land types.', [{ layer: '4', addSubtypes: ['Swamp'] }]);
  const moon = enchantment('Blood Moon', continuous('Nonbasic lands are Mountains.', each(['Land'], { notSupertypes: ['Basic'] }), [{ layer: '4', landTypes: ['Mountain'] }]));

  it('305.7: a land that gains a basic land type in addition keeps its own and gains the new mana ability', () => {
    const { state, id } = layersGame([urborg], { Ann: [{ card: 'Urborg', id: 'urborg' }, { card: 'Forest', id: 'forest' }] });
    expect(of(state, id('forest')).subtypes).toEqual(['Forest', 'Swamp']);
    // Its text's abilities (a Forest has none), then its basic land types', in the order W, U, B, R, G (SCENARIO.md, REF#N).
    expect(texts(state, id('forest'))).toEqual(['{T}: Add {B}.', '{T}: Add {G}.']);
    expect(texts(state, id('urborg'))).toEqual(['Each land is a Swamp in addition to its other land types.', '{T}: Add {B}.']);
  });

  it('613.8a: Urborg\'s effect depends on Blood Moon\'s, which removes its ability (305.7): Blood Moon applies first, whatever the timestamps, and Urborg\'s never applies', () => {
    for (const order of [['urborg', 'moon'], ['moon', 'urborg']]) {
      const cards = { urborg: { card: 'Urborg', id: 'urborg' }, moon: { card: 'Blood Moon', id: 'moon' } } as const;
      const { state, id } = layersGame([urborg, moon], { Ann: [...order.map((k) => cards[k as keyof typeof cards]), { card: 'Forest', id: 'forest' }] });
      expect([of(state, id('urborg')).supertypes, of(state, id('urborg')).subtypes, texts(state, id('urborg'))]).toEqual([['Legendary'], ['Mountain'], ['{T}: Add {R}.']]);
      expect([of(state, id('forest')).subtypes, texts(state, id('forest'))]).toEqual([['Forest'], ['{T}: Add {G}.']]);
      expect(steps(state, id('forest'))).toEqual([]);
    }
  });

  it('305.7: a land whose land type an effect sets loses all its old land types, not only the basic ones', () => {
    const gate = { name: 'Gate', typeLine: 'Land — Gate' };
    const { state, id } = layersGame([gate, moon], { Ann: [{ card: 'Gate', id: 'gate' }, { card: 'Blood Moon', id: 'moon' }] });
    expect(of(state, id('gate')).subtypes).toEqual(['Mountain']);
  });

  it('613.8a, 613.8b: "Each Forest is an artifact" waits for a later "Each land is a Forest", which changes what it applies to', () => {
    const { state, id } = layersGame(
      [
        enchantment('Rust', continuous('Each Forest is an artifact in addition to its other types.', each(['Land'], { subtypes: ['Forest'] }), [{ layer: '4', addTypes: ['Artifact'] }])),
        enchantment('Grove', continuous('Each land is a Forest in addition to its other land types.', each(['Land']), [{ layer: '4', addSubtypes: ['Forest'] }])),
      ],
      { Ann: [{ card: 'Rust', id: 'rust' }, { card: 'Grove', id: 'grove' }, { card: 'Mountain', id: 'mountain' }] },
    );
    expect([of(state, id('mountain')).types, of(state, id('mountain')).subtypes]).toEqual([['Land', 'Artifact'], ['Mountain', 'Forest']]);
    const [grove, rust] = steps(state, id('mountain'));
    expect([grove.source.name, grove.rules, grove.dependsOn]).toEqual(['Grove', ['613.1d', '613.7'], undefined]);
    expect([rust.source.name, rust.rules, rust.dependsOn]).toEqual(['Rust', ['613.1d', '613.8'], [{ name: 'Grove', timestamp: objectAt(state, id('grove')).timestamp }]]);
  });

  it('613.8a: "Enchanted creature has flying" depends on a later "Enchantments lose all abilities", which removes it: the creature doesn\'t fly', () => {
    const wings = aura('Wings', continuous('Enchanted creature has flying.', { attached: true }, [{ layer: '6', addAbilities: [flying] }]));
    const nullity = enchantment('Nullity', continuous('Enchantments lose all abilities.', each(['Enchantment']), [{ layer: '6', removeAll: true }]));
    const game = layersGame([creature('Bear', 2, 2), wings, nullity], { Ann: [{ card: 'Bear', id: 'bear' }, { card: 'Wings', id: 'wings', attachedTo: 'bear' }, { card: 'Nullity', id: 'nullity' }] });
    const { id } = game;
    const state = withTimestamp(game.state, id('nullity'), game.state.nextTimestamp);
    expect(objectAt(state, id('wings')).timestamp).toBeLessThan(objectAt(state, id('nullity')).timestamp);
    expect([texts(state, id('bear')), texts(state, id('wings'))]).toEqual([[], []]);
    // Two such Auras don't depend on each other: each only reads its own source.
    const two = layersGame([creature('Bear', 2, 2), wings, aura('Clip', continuous('Enchanted creature loses flying.', { attached: true }, [{ layer: '6', removeKeywords: ['flying'] }]))], {
      Ann: [{ card: 'Bear', id: 'bear' }, { card: 'Clip', id: 'clip', attachedTo: 'bear' }, { card: 'Wings', id: 'wings', attachedTo: 'bear' }],
    });
    expect(steps(two.state, two.id('bear')).map((x) => [x.source.name, x.rules])).toEqual([
      ['Clip', ['613.1f', '613.7']],
      ['Wings', ['613.1f', '613.7']],
    ]);
  });

  it('613.8a: "Creatures with flying lose all abilities" depends on a later "Creatures you control have flying"; two keyword grants don\'t depend on each other', () => {
    const grant = (name: string, k: 'flying' | 'vigilance') => enchantment(name, continuous(`Creatures you control have ${k}.`, yours(), [{ layer: '6', addAbilities: [{ kind: 'keyword', keyword: k, text: k[0].toUpperCase() + k.slice(1) }] }]));
    const grounding = enchantment('Grounding', continuous('Creatures with flying lose all abilities.', each(['Creature'], { keyword: { keyword: 'flying', has: true } }), [{ layer: '6', removeAll: true }]));
    const { state, id } = layersGame([creature('Bear', 2, 2), grounding, grant('Wind', 'flying'), grant('Watch', 'vigilance')], {
      Ann: [{ card: 'Grounding', id: 'grounding' }, { card: 'Watch', id: 'watch' }, { card: 'Wind', id: 'wind' }, { card: 'Bear', id: 'bear' }],
    });
    // Wind first (Grounding waits for it), Watch by its timestamp before Wind, then Grounding takes all away.
    expect(texts(state, id('bear'))).toEqual([]);
    expect(steps(state, id('bear')).map((x) => [x.source.name, x.rules, x.dependsOn?.map((d) => d.name)])).toEqual([
      ['Watch', ['613.1f', '613.7'], undefined],
      ['Wind', ['613.1f', '613.7'], undefined],
      ['Grounding', ['613.1f', '613.8'], ['Wind']],
    ]);
  });

  it('613.8a in layer 7c: "Creatures you control with power 2 or less get +1/+1" waits for a later +3/+3, which takes a Bear out of it', () => {
    const small = enchantment('Small Banner', anthem('Creatures you control with power 2 or less get +1/+1.', yours({ power: { atMost: 2 } })));
    const { state, id } = layersGame([small, creature('Bear', 2, 2), creature('Giant', 3, 3)], { Ann: [{ card: 'Small Banner', id: 'banner' }, { card: 'Bear', id: 'bear' }, { card: 'Bear', id: 'other' }, { card: 'Giant', id: 'giant' }] });
    expect([pt(state, id('bear')), pt(state, id('other')), pt(state, id('giant'))]).toEqual(['3/3', '3/3', '3/3']);
    const pumped = withEffect(state, { changes: [pump(3, 3)], objects: [id('bear')] });
    // In timestamp order it would be 6/6; the banner's effect depends on the pump (613.8a), so the pump applies first.
    expect([pt(pumped, id('bear')), pt(pumped, id('other'))]).toEqual(['5/5', '3/3']);
    expect(steps(pumped, id('other')).map((x) => [x.source.name, x.rules, x.dependsOn?.map((d) => d.name)])).toEqual([['Small Banner', ['613.4c', '613.8'], ['Test spell']]]);
  });

  it('613.8b: a dependency loop (each removes the other\'s ability) applies in timestamp order', () => {
    const silence = continuous('Creatures your opponents control lose all abilities.', each(['Creature'], { controller: 'opponent' }), [{ layer: '6', removeAll: true }]);
    const cards = [creature('Silencer', 1, 1, [silence])];
    const { state, id } = layersGame(cards, { Ann: [{ card: 'Silencer', id: 'ann' }], Ben: [{ card: 'Silencer', id: 'ben' }] });
    expect([texts(state, id('ann')).length, texts(state, id('ben')).length]).toEqual([1, 0]);
    expect(steps(state, id('ben')).map((x) => [x.source.id, x.rules, x.loop])).toEqual([[id('ann'), ['613.1f', '613.8'], true]]);
    const later = withTimestamp(state, id('ann'), state.nextTimestamp);
    expect([texts(later, id('ann')).length, texts(later, id('ben')).length]).toEqual([0, 1]);
  });

  it('613.8c: after each effect applies the order is reevaluated: a dependency that appears then counts', () => {
    // Lands (earliest) makes the Relic a land; only then can Blood Moon (latest) take the Relic's
    // ability away (305.7), so the Relic's effect now depends on Blood Moon's and waits: it never applies.
    const { state, id } = layersGame(
      [
        enchantment('Lands', continuous('Each artifact is a land in addition to its other types.', each(['Artifact']), [{ layer: '4', addTypes: ['Land'] }])),
        { name: 'Relic', typeLine: 'Artifact', abilities: [continuous('Each Forest is a Swamp in addition to its other land types.', each(['Land'], { subtypes: ['Forest'] }), [{ layer: '4', addSubtypes: ['Swamp'] }])] },
        moon,
      ],
      { Ann: [{ card: 'Lands', id: 'lands' }, { card: 'Relic', id: 'relic' }, { card: 'Blood Moon', id: 'moon' }, { card: 'Forest', id: 'forest' }] },
    );
    expect([of(state, id('relic')).types, of(state, id('relic')).subtypes]).toEqual([['Artifact', 'Land'], ['Mountain']]);
    expect(of(state, id('forest')).subtypes).toEqual(['Forest']);
    expect(steps(state, id('relic')).map((x) => x.source.name)).toEqual(['Lands', 'Blood Moon']);
  });
});

describe('derivationOf: the explain view\'s account', () => {
  it('the printed values, each step applied with its origin and rules, and the result as characteristicsOf has it', () => {
    const { state, id } = layersGame([creature('Bear', 2, 2), enchantment('Anthem', anthem('Creatures you control get +1/+1.'))], { Ann: [{ card: 'Bear', id: 'bear', counters: { '-1/-1': 1 } }, { card: 'Anthem', id: 'anthem' }] });
    const s = withEffect(state, { changes: [{ layer: '6', addAbilities: [flying] }, pump(3, 3)], objects: [id('bear')], source: { id: 'x', name: 'Giant Wings' }, text: 'Target creature gets +3/+3 and gains flying until end of turn.' });
    const d = derivationOf(s, objectAt(s, id('bear')));
    expect([d.printed.power, d.printed.abilities]).toEqual([2, []]);
    expect(d.result).toEqual(of(s, id('bear')));
    // Plain characteristics: no working field, and no power for a permanent that has none (208.3).
    expect(Object.keys(d.result)).toEqual(['name', 'supertypes', 'types', 'subtypes', 'colors', 'abilities', 'power', 'toughness', 'controller']);
    expect(Object.keys(of(s, id('anthem')))).not.toContain('power');
    expect(d.steps.map((x) => [x.layer, x.origin, x.source.name, x.text])).toEqual([
      ['6', 'resolved', 'Giant Wings', 'Target creature gets +3/+3 and gains flying until end of turn.'],
      ['7c', 'counters', 'Bear', '1 -1/-1 counter'],
      ['7c', 'static', 'Anthem', 'Creatures you control get +1/+1.'],
      ['7c', 'resolved', 'Giant Wings', 'Target creature gets +3/+3 and gains flying until end of turn.'],
    ]);
    expect(d.steps[0].changed).toEqual([{ characteristic: 'abilities', before: 'no abilities', after: 'Flying' }]);
    expect(pt(s, id('bear'))).toBe('5/5');
  });
});

describe('reading twice gives the same object (the page compares by identity)', () => {
  it('a card with a static ability in a hand, off the battlefield, is derived alone once per state', async () => {
    const { game } = await import('../../scenario/testing');
    const { objectAt } = await import('../state/objectTable');
    const { characteristicsOf } = await import('./derive');
    const { state, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Glorious Anthem', id: 'anthem' }, { card: 'Tarmogoyf', id: 'goyf' }] }, { name: 'Ben' }] });
    for (const label of ['anthem', 'goyf']) {
      const o = objectAt(state, id(label));
      expect(characteristicsOf(state, o)).toBe(characteristicsOf(state, o));
    }
  });
});
