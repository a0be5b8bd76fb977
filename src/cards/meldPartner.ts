// 712.4: the two cards of a meld pair share their back face, the melded permanent's two halves;
// so the partner is the other card with that back face, found without reading any rules text.
import type { OracleCard } from '../oracle/oracleCard';

export function meldPartnerOf(cards: readonly OracleCard[], card: OracleCard): OracleCard | undefined {
  const back = card.faces?.[1]?.name;
  if (card.layout !== 'transform_flip_or_meld' || back === undefined) return undefined;
  return cards.find((c) => c !== card && c.layout === card.layout && c.faces?.[1]?.name === back);
}
