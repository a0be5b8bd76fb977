import type { CardDef } from '../engine';
import { basicLand, tapForMana } from './helpers';

export const lands: CardDef[] = [
  basicLand('Plains'),
  basicLand('Island'),
  basicLand('Swamp'),
  basicLand('Mountain'),
  basicLand('Forest'),
  { name: 'Wastes', supertypes: ['Basic'], types: ['Land'], oracle: '{T}: Add {C}.', abilities: [tapForMana('C')] },
];
