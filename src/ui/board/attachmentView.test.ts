import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { attachedLabel, hostLabel } from './attachmentView';

describe('attachment on the page (301.5, 303.4)', () => {
  const { state, id } = game({
    players: [
      { name: 'Ann', battlefield: [{ card: 'Pacifism', id: 'pacifism', attachedTo: 'bears' }, { card: 'Bonesplitter', id: 'splitter', attachedTo: 'bears' }, { card: 'Forest' }] },
      { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] },
    ],
  });

  it('an attachment names its host; the host names what is attached to it', () => {
    expect(attachedLabel(state, id('pacifism'))).toBe('attached to Grizzly Bears');
    expect(hostLabel(state, id('bears'))).toBe('with Pacifism and Bonesplitter attached');
  });

  it('says nothing of a permanent with no attachment', () => {
    expect(attachedLabel(state, id('bears'))).toBeUndefined();
    expect(hostLabel(state, id('pacifism'))).toBeUndefined();
  });
});
