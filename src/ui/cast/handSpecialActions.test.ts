// The card menu's special actions from the hand: suspend (116.2f) and foretell (116.2h), from the compiled card.
import { describe, expect, it } from 'vitest';
import { cardDefinitionFor } from '../../cards/lookup';
import { handSpecialActions } from './handSpecialActions';

describe('handSpecialActions', () => {
  it('offers suspend with its cost and time counters, foretell with its cost, nothing for other cards', () => {
    expect(handSpecialActions(cardDefinitionFor('Rift Bolt')!.abilities)).toEqual([{ type: 'suspend', label: 'Suspend it: pay {R}, exile it with 1 time counter' }]);
    expect(handSpecialActions(cardDefinitionFor('Saw It Coming')!.abilities).map((a) => a.type)).toEqual(['foretell']);
    expect(handSpecialActions(cardDefinitionFor('Lightning Bolt')!.abilities)).toEqual([]);
  });
});
