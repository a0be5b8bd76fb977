// 702.14a, 702.14c: each landwalk the keyword grammar reads names its lands.
import { describe, expect, it } from 'vitest';
import { landwalkOf } from './landwalk';

describe('landwalk keywords (702.14a)', () => {
  it('a land type, a supertype, the lack of one, or both', () => {
    expect(landwalkOf('islandwalk')).toEqual({ subtype: 'Island' });
    expect(landwalkOf('plainswalk')).toEqual({ subtype: 'Plains' });
    expect(landwalkOf('desertwalk')).toEqual({ subtype: 'Desert' });
    expect(landwalkOf('nonbasic landwalk')).toEqual({ notSupertype: 'Basic' });
    expect(landwalkOf('legendary landwalk')).toEqual({ supertype: 'Legendary' });
    expect(landwalkOf('snow swampwalk')).toEqual({ supertype: 'Snow', subtype: 'Swamp' });
  });

  it('other keywords, and the misspelt "plainswalker" of a funny card, are not landwalk', () => {
    expect(landwalkOf('plainswalker')).toBeNull();
    expect(landwalkOf('flying')).toBeNull();
    expect(landwalkOf('landwalk')).toBeNull();
  });
});
