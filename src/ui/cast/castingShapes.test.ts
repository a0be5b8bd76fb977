// The guided cast offers the casting keywords the engine carries out (issue 17): buyback, entwine
// and evoke are announced (601.2b), convoke and delve pick objects that pay (702.51a, 702.66a),
// retrace asks for the land card it discards (702.81a); each draft makes an action the engine takes.
import { describe, expect, it } from 'vitest';
import { apply, objectAt, type GameState } from '../../engine';
import { game } from '../../scenario/testing';
import { castOptions, costText, draftAction, newDraft, stagesOf } from './castFlow';
import { castableFromGraveyard } from '../interaction';
import type { Draft } from '../uiStore';

const kinds = (s: GameState, d: Draft) => stagesOf(s, d).map((st) => (st.kind === 'cost' ? `${st.cost}${st.optional ? '?' : ''}` : st.kind));
const cast = (card: string, name: string, more: Partial<Draft> = {}) => newDraft({ kind: 'cast', player: 'p1', source: card, name, ...more });

describe('casting keywords in the guided cast', () => {
  it('Whispers of the Muse: buyback is announced, and the spell returns to the hand', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Whispers of the Muse', id: 'w' }], library: ['Island'], manaPool: '{U}{C}{C}{C}{C}{C}' }, { name: 'Ben' }] });
    const d = cast(id('w'), 'Whispers of the Muse', { buyback: true });
    expect(kinds(s, d)).toEqual(['announce', 'confirm']);
    expect(castOptions(s, d)).toEqual({ buyback: true });
    const cast1 = apply(s, draftAction(s, d)).state;
    const after = apply(cast1, { type: 'resolve' }).state;
    expect(after.players.p1.hand.map((h) => objectAt(after, h).card)).toContain('Whispers of the Muse');
  });

  it('Stoke the Flames: creatures to tap for convoke are picked, as many as the player likes', () => {
    const { state: s, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Stoke the Flames', id: 'st' }], battlefield: [{ card: 'Raging Goblin', id: 'g' }, { card: 'Grizzly Bears', id: 'b' }], manaPool: '{R}{C}' }, { name: 'Ben' }],
    });
    const d = cast(id('st'), 'Stoke the Flames', { costs: { sacrifice: [], discard: [], exile: [], convoke: [id('g'), id('b')] }, targets: [['p2']] });
    expect(kinds(s, d)).toEqual(['convoke?', 'target', 'confirm']);
    const after = apply(s, draftAction(s, d)).state;
    expect(objectAt(after, id('g')).tapped).toBe(true);
    expect(after.players.p1.manaPool).toEqual([]);
  });

  it('Flame Jab in a graveyard: retrace asks for a land card to discard', () => {
    const { state: s, id } = game({
      players: [{ name: 'Ann', graveyard: [{ card: 'Flame Jab', id: 'fj' }], hand: [{ card: 'Mountain', id: 'm' }, { card: 'Shock', id: 'sh' }], manaPool: '{R}' }, { name: 'Ben' }],
    });
    const d = cast(id('fj'), 'Flame Jab', { from: 'graveyard' });
    const stage = stagesOf(s, d)[0];
    expect(stage.kind === 'cost' && stage.legal).toEqual([id('m')]);
    const after = apply(s, draftAction(s, { ...d, costs: { sacrifice: [], discard: [id('m')], exile: [] }, targets: [['p2']] })).state;
    expect(after.stack).toHaveLength(1);
  });

  it('Thrill of Possibility: its additional cost asks for a card to discard, not itself', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Thrill of Possibility', id: 't' }, { card: 'Shock', id: 'sh' }] }, { name: 'Ben' }] });
    const st = stagesOf(s, cast(id('t'), 'Thrill of Possibility'))[0];
    expect(st.kind === 'cost' && [st.cost, st.legal]).toEqual(['discard', [id('sh')]]);
  });

  it('Fire // Ice: the half is announced first (709.3), Fire by default, and its targets are the half chosen', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Fire // Ice', id: 'fi' }], manaPool: '{U}{C}', library: ['Island'] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'b' }] }] });
    const d = cast(id('fi'), 'Fire // Ice');
    expect(kinds(s, d)[0]).toBe('announce');
    expect(castOptions(s, d).half).toBe('Fire');
    const ice = { ...d, half: 'Ice', targets: [[id('b')]] };
    expect(castOptions(s, ice)).toEqual({ half: 'Ice', targets: [[id('b')]] });
    const after = apply(s, draftAction(s, ice)).state;
    expect(objectAt(after, after.stack[0]).card).toBe('Ice');
  });

  it('Giant Killer // Chop Down: cast as the creature unless its Adventure is chosen (715.3)', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Giant Killer // Chop Down', id: 'gk' }] }, { name: 'Ben' }] });
    const d = cast(id('gk'), 'Giant Killer');
    expect(castOptions(s, d).half).toBeUndefined();
    expect(castOptions(s, { ...d, half: 'Chop Down' }).half).toBe('Chop Down');
  });

  it('Wretched Gryff cast for its emerge cost: the creature to sacrifice is asked, and its mana value comes off (702.119a)', () => {
    const { state: s, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Wretched Gryff', id: 'wg' }], battlefield: [{ card: 'Grizzly Bears', id: 'b' }, { card: 'Mountain', id: 'm' }], library: ['Island'], manaPool: '{U}{C}{C}{C}' }, { name: 'Ben' }],
    });
    const d = cast(id('wg'), 'Wretched Gryff', { as: 'emerge' });
    const stage = stagesOf(s, d)[1];
    expect(kinds(s, d)).toEqual(['announce', 'sacrifice', 'confirm']);
    expect(stage.kind === 'cost' && stage.legal).toEqual([id('b')]);
    const after = apply(s, draftAction(s, { ...d, costs: { sacrifice: [id('b')], discard: [], exile: [] } })).state;
    expect(after.players.p1.graveyard.map((g) => objectAt(after, g).card)).toEqual(['Grizzly Bears']);
    expect(after.players.p1.manaPool).toEqual([]);
    // Cast normally, nothing is sacrificed.
    expect(kinds(s, cast(id('wg'), 'Wretched Gryff'))).toEqual(['announce', 'confirm']);
  });

  it('Mulldrifter: evoke is offered among the costs to pay', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Mulldrifter', id: 'md' }] }, { name: 'Ben' }] });
    expect(kinds(s, cast(id('md'), 'Mulldrifter'))).toEqual(['announce', 'confirm']);
  });

  it('Drogskol Infantry in a graveyard: a click casts it transformed for its disturb cost, and the draft targets as its back face, the Aura (702.146a, 712.11c)', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', graveyard: [{ card: 'Drogskol Infantry // Drogskol Armaments', id: 'di' }], battlefield: [{ card: 'Grizzly Bears', id: 'b' }], manaPool: '{W}{W}{W}{W}' }, { name: 'Ben' }] });
    expect(castableFromGraveyard(s, id('di'))).toBe(true);
    const d = cast(id('di'), 'Drogskol Infantry', { from: 'graveyard', as: 'disturb' });
    expect(costText(s, d)).toBe('{3}{W}');
    const stage = stagesOf(s, d)[0];
    expect(stage.kind === 'target' && stage.p.legal).toEqual([id('b')]);
    const after = apply(s, draftAction(s, { ...d, targets: [[id('b')]] })).state;
    expect(objectAt(after, after.stack[0]).card).toBe('Drogskol Armaments');
  });
});
