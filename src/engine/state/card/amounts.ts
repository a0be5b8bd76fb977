// The numbers an effect uses, fixed or read from the game as it happens, and the conditions it checks (CR 107, 608.2h).
import type { EachFilter } from './targets';
import type { CardType, Color, ManaType } from './characteristics';

/** A number an effect uses: fixed, or read from the game as the effect happens (608.2h). */
export type Amount =
  | number
  | { of: 'ifKicked'; kicked: number; otherwise: number } // "deals 2 damage ... If this spell was kicked, 4 instead"
  | { of: 'sacrificed'; stat: 'power' | 'toughness' } // "the sacrificed creature's power" (cost information, 601.2h)
  | { of: 'sourcePower' } // "equal to this creature's power"
  | { of: 'sourceCounters'; counter: string } // "for each +1/+1 counter on this creature"
  | { of: 'x' } // the X of the spell or ability
  | { of: 'ifCastFrom'; zone: 'graveyard'; then: number; otherwise: number } // "if this spell was cast from a graveyard"
  /** "for each creature blocking it beyond the first" (rampage N, 702.23a: `beyond` 1, `times` N), counted as it resolves (702.23b). */
  | { of: 'blockingSource'; beyond: number; times: number }
  | { of: 'energyPaid' } // "that much" after "you may pay any amount of {E}" (EffectContext.energyPaid)
  | { of: 'eventCount' } // a number fixed when the ability triggered (Thousand-Year Storm's spells cast before)
  | { of: 'count'; each: EachFilter; times?: number } // "for each creature you control", "equal to the number of lands you control"
  | { of: 'negated'; amount: Amount } // "gets -X/-X": the amount subtracted
  /** "the number of cards in your hand", "cards in all graveyards" (`types`: of one of these card types). */
  | { of: 'cardsIn'; zone: 'hand' | 'graveyard' | 'library' | 'exile'; whose: 'you' | 'opponents' | 'all'; types?: CardType[] }
  /** "the number of card types among cards in all graveyards" (205.2a: each card type counted once). */
  | { of: 'cardTypesAmong'; zone: 'graveyard'; whose: 'you' | 'all' }
  /** "for each Aura attached to it" (301.5, 303.4): the permanents of the subtype attached to the source now. */
  | { of: 'attachedToSource'; subtype: string; times?: number }
  /** "that number plus 1" */
  | { of: 'plus'; amount: Amount; n: number }
  /** "+2/+2 for each ...": N times the number */
  | { of: 'times'; amount: Amount; n: number }
  /** "the life lost this way": the life the effect before it made players lose (119.3), as the resolving object keeps it. */
  | { of: 'lifeLostThisWay' }
  /** "its mana value" of the card an earlier part of the effect revealed and moved (608.2c), remembered as `key`, where it is now. */
  | { of: 'rememberedManaValue'; key: string }
  /** "that creature's toughness", "its mana value": of the ability's `target`th target, now or as it last existed (608.2h). */
  | { of: 'targetStat'; target: number; stat: 'power' | 'toughness' | 'manaValue' }
  /** "your life total", "you have 5 or less life" (119.1): the controller's life total now. */
  | { of: 'lifeTotal' }
  /** "no spells were cast last turn": the spells all players cast during the previous turn; `byOnePlayer`: the most any one player cast ("a player cast two or more spells last turn"). */
  | { of: 'spellsCastLastTurn'; byOnePlayer?: true }
  /** 700.5: "your devotion to black (and red)": the mana symbols of those colors among the mana costs of permanents you control. */
  | { of: 'devotion'; colors: Color[] }
  /** Domain (305.6): "the number of basic land types among lands you control". */
  | { of: 'basicLandTypes' }
  /** 700.8: "the number of creatures in your party": up to one each of Cleric, Rogue, Warrior and Wizard among creatures you control. */
  | { of: 'party' }
  /** "the greatest power among creatures you control": the greatest value among the permanents, 0 if none. */
  | { of: 'greatest'; stat: 'power' | 'toughness' | 'manaValue'; each: EachFilter };

/** A condition an effect checks as it happens, from what was recorded when the spell was cast. */
export type Condition = { spent: ManaType } | { castFrom: 'graveyard' };
