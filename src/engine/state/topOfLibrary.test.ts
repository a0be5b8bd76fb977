// 401.5: the top card a permanent lets be seen; information only, shown by the page.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { topCardShown } from './topOfLibrary';

describe('the top card of a library, seen (401.5)', () => {
  it('"You may look at the top card of your library any time." (Sphinx of Jwar Isle): its owner sees it', () => {
    const { state } = game({ players: [{ name: 'Ann', library: ['Island', 'Forest'], battlefield: [{ card: 'Sphinx of Jwar Isle' }] }, { name: 'Ben', library: ['Swamp'] }] });
    expect(topCardShown(state, 'p1')).toEqual({ card: 'Island', to: 'owner' });
    expect(topCardShown(state, 'p2')).toBeNull();
  });

  it('"Play with the top card of your library revealed." (Goblin Spy): everyone sees it, even beside a Sphinx', () => {
    const { state } = game({ players: [{ name: 'Ann', library: ['Island'], battlefield: [{ card: 'Sphinx of Jwar Isle' }, { card: 'Goblin Spy' }] }, { name: 'Ben' }] });
    expect(topCardShown(state, 'p1')).toEqual({ card: 'Island', to: 'everyone' });
  });

  it('an empty library, or no such permanent, shows nothing', () => {
    const { state } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Goblin Spy' }] }, { name: 'Ben', library: ['Swamp'], battlefield: [{ card: 'Grizzly Bears' }] }] });
    expect(topCardShown(state, 'p1')).toBeNull();
    expect(topCardShown(state, 'p2')).toBeNull();
  });
});
