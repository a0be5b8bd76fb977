// The special actions a card in its owner's hand offers besides casting it: suspend (116.2f,
// 702.62a) and foretell (116.2h, 702.143a). Pure: the page's card menu lists them, the engine
// decides whether they are legal now (a refusal says why).
import type { AbilityDef } from '../../engine';

export type HandSpecialAction = { type: 'suspend' | 'foretell'; label: string };

export function handSpecialActions(abilities: readonly AbilityDef[]): HandSpecialAction[] {
  const out: HandSpecialAction[] = [];
  for (const a of abilities) {
    if (a.kind !== 'cost') continue;
    if (a.suspend) out.push({ type: 'suspend', label: `Suspend it: pay ${a.suspend.mana}, exile it with ${a.suspend.time} time counter${a.suspend.time === 1 ? '' : 's'}` });
    if (a.alternative?.kind === 'foretell') out.push({ type: 'foretell', label: `Foretell it: pay {2}, exile it face down (cast later for ${a.alternative.mana})` });
  }
  return out;
}
