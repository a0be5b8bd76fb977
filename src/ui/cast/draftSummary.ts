// The choices made so far for the spell or ability being put together, one line each, in the
// order they were asked. Pure.
import { cap, cardOf, costAbilities, describe, modalAbility, playerName, type GameState } from '../../engine';
import { costText, type Stage } from './castFlow';
import type { Draft } from '../uiStore';
import { objectAt } from '../../engine';

const HOW: Record<string, string> = {
  flashback: 'Cast from the graveyard for its flashback cost',
  alternative: 'Cast for its alternative cost',
  miracle: 'Cast for its miracle cost',
  madness: 'Cast for its madness cost',
  evoke: 'Cast for its evoke cost',
  morph: 'Cast face down as a 2/2 creature for {3} (morph)',
  escape: 'Cast from the graveyard for its escape cost',
  withoutPaying: 'Cast without paying its mana cost',
};

export function draftSummary(s: GameState, d: Draft, stages: readonly Stage[]): string[] {
  const o = objectAt(s, d.source);
  const def = o && cardOf(s, o);
  const asked = d.stage > 0 || stages[0]?.kind !== 'announce';
  const out: string[] = d.as && d.kind === 'cast' && asked ? [HOW[d.as] ?? `Cast for its ${d.as} cost`] : [];
  const div = stages.find((st) => st.kind === 'divide');
  for (const st of stages.slice(0, d.stage)) {
    if (st.kind === 'announce' && def) {
      const modal = modalAbility(def.abilities);
      if (modal) out.push(`Modes: ${d.modes.map((m) => modal.options[m].text).join(' ')}`);
      if (costText(s, d).includes('{X}')) out.push(`X = ${d.x}`);
      if (d.kicker) out.push('Kicked');
      if (d.multikicker) out.push(`Kicked ${d.multikicker === 1 ? 'once' : d.multikicker === 2 ? 'twice' : `${d.multikicker} times`} (702.33c)`);
      const pay = costAbilities(def.abilities).additional.find((c) => c.kind === 'discardOrPay');
      if (pay && d.payInstead) out.push(`Pays ${pay.mana} rather than discarding a card`);
      if (d.casualty) out.push('Pays its casualty cost (702.153a)');
      if (d.conspire) out.push('Pays its conspire cost (702.78a)');
      if (d.replicate) out.push(`Pays its replicate cost ${d.replicate === 1 ? 'once' : d.replicate === 2 ? 'twice' : `${d.replicate} times`} (702.56a)`);
      if (d.assist?.amount) out.push(`${playerName(s, d.assist.player)} assists, paying {${d.assist.amount}} of the generic mana (702.132a)`);
    } else if (st.kind === 'cost') {
      out.push(`${cap(st.cost)}: ${(d.costs[st.cost] ?? []).map((id) => describe(s, id)).join(', ')}`);
    } else if (st.kind === 'target') {
      const amounts = div?.i === st.i && d.stage > stages.indexOf(div) ? d.divide : null;
      const names = (d.targets[st.i] ?? []).map((t, j) => describe(s, t) + (amounts ? ` (${amounts[j]})` : ''));
      out.push(`${cap(st.p.phrase)}: ${names.join(', ') || 'none'}`);
    }
  }
  return out;
}
