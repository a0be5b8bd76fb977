// The announcement's optional costs that copy the spell or share its payment (601.2b): casualty
// (702.153a), conspire (702.78a), replicate (702.56a, any number of times) and assist (702.132a,
// another player paying part of the generic mana from their pool).
import type { ReactNode } from 'react';
import { useGame, useGameShallow } from '../context';
import { update } from '../interaction';
import type { Draft } from '../uiStore';
import { RuleButton } from '../rules/RuleButton';
import { SymbolText } from '../board/SymbolText';
import { FIELD } from '../styles';
import { assistants, copyingCosts } from './copyingCosts';
import type { CardDef } from '../../engine';

const BOX = 'h-4 w-4 accent-amber-300';
const NUMBER = 'w-16 rounded border border-amber-300 bg-slate-900 px-2 py-1 text-slate-50 focus-visible:outline-2 focus-visible:outline-sky-300';

/** The chosen objects of a cost no longer asked are let go, so they aren't given with the cast. */
const without = (d: Draft, k: 'sacrifice' | 'tap'): Draft['costs'] => ({ ...d.costs, [k]: [] });
/** A number field's value as a count: a whole number, none below zero. */
const countOf = (value: string): number => Math.max(0, Math.floor(Number(value) || 0));

/** One optional cost: its control and its words, then the rule that defines it. */
function CostOption({ rule, children }: { rule: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <label className="flex items-center gap-2">{children}</label>
      <span className="whitespace-nowrap">
        (rule <RuleButton rule={rule} />)
      </span>
    </div>
  );
}

export function CastCopyingCosts({ d, def }: { d: Draft; def: CardDef }) {
  const c = copyingCosts(def);
  const others = useGameShallow((s) => (c.assist ? assistants(s, d.player).map((p) => `${p.id}\t${p.name}\t${p.pool}`) : [])).map((l) => l.split('\t'));
  const pool = useGame((s) => (d.assist ? s.players[d.assist.player]?.manaPool.reduce((n, m) => n + m.amount, 0) ?? 0 : 0));
  if (d.kind !== 'cast') return null;
  return (
    <>
      {c.casualty && (
        <CostOption rule="702.153a">
          <input type="checkbox" checked={!!d.casualty} onChange={() => update({ ...d, casualty: !d.casualty, costs: without(d, 'sacrifice') })} className={BOX} />
          Pay the casualty cost: sacrifice a creature with power {c.casualty.power} or greater, and the spell is copied
        </CostOption>
      )}
      {c.conspire && (
        <CostOption rule="702.78a">
          <input type="checkbox" checked={!!d.conspire} onChange={() => update({ ...d, conspire: !d.conspire, costs: without(d, 'tap') })} className={BOX} />
          Pay the conspire cost: tap two untapped creatures you control that each share a color with it, and the spell is copied
        </CostOption>
      )}
      {c.replicate && (
        <CostOption rule="702.56a">
          Times to pay the replicate cost <SymbolText text={c.replicate.mana} /> (one copy for each)
          <input type="number" min={0} value={d.replicate ?? 0} onChange={(e) => update({ ...d, replicate: countOf(e.target.value) })} className={NUMBER} />
        </CostOption>
      )}
      {c.assist && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="font-semibold">
            Assist: another player may pay any amount of the generic mana from their mana pool (rule <RuleButton rule="702.132a" />)
          </legend>
          <select
            aria-label="Player who assists"
            value={d.assist?.player ?? ''}
            onChange={(e) => update({ ...d, assist: e.target.value ? { player: e.target.value, amount: d.assist?.amount ?? 0 } : undefined })}
            className={FIELD}
          >
            <option value="">No one</option>
            {others.map(([id, name, n]) => (
              <option key={id} value={id}>
                {name} ({n} mana in pool)
              </option>
            ))}
          </select>
          {d.assist && (
            <label className="flex items-center gap-2">
              Generic mana they pay
              <input
                type="number"
                min={0}
                max={pool}
                value={d.assist.amount}
                onChange={(e) => update({ ...d, assist: { player: d.assist!.player, amount: countOf(e.target.value) } })}
                className={NUMBER}
              />
            </label>
          )}
        </fieldset>
      )}
    </>
  );
}
