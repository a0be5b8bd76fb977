// How a card's faces relate. The source's layouts merge double-faced, flip and meld cards, and put
// Zendikar Rising's modal double-faced cards with them: the faces' own rules text tells them
// apart, since each kind of card says how it turns (701.27 transform, 710 flip, 701.42 meld).
import type { OracleCard } from '../oracle/oracleCard';

export type CardKind =
  | 'single'
  | 'split' // 709
  | 'adventure' // 715
  | 'transform' // a nonmodal double-faced card (712.2)
  | 'flip' // 710
  | 'meld' // 712.4
  | 'modal'; // a modal double-faced card (712.3)

// "flip a coin" is not a flip card's ability.
const FLIPS = /\bflip(s|ped)?\b(?! (a|an|two|three|four|five|\w+) coins?)/;
const MELDS = /\bmeld(s|ed)?\b/i;
// Each way a nonmodal double-faced card turns over: transform, the day/night keywords (702.145),
// disturb (702.146: cast transformed).
const TRANSFORMS = /\btransform(s|ed)?\b|\b(day|night)bound\b|\bdisturb\b/i;

export function cardKind(card: OracleCard): CardKind {
  switch (card.layout) {
    case 'normal':
      return 'single';
    case 'split':
      return 'split';
    case 'adventure':
      return 'adventure';
    case 'modal_dfc_or_split':
      return 'modal';
    case 'transform_flip_or_meld': {
      const [front, ...rest] = card.faces ?? [];
      const frontText = front?.oracleText ?? '';
      if (MELDS.test(frontText)) return 'meld';
      if (FLIPS.test(frontText)) return 'flip';
      if ([front, ...rest].some((f) => TRANSFORMS.test(f?.oracleText ?? ''))) return 'transform';
      return 'modal';
    }
  }
}
