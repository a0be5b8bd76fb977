// The first step of a cast (601.2b): the cost to pay (mana cost or alternative), the modes of a
// modal spell, the value of X, kicker, "discard a card or pay", and the optional costs that copy
// the spell or share its payment (CastCopyingCosts).
import { useState } from 'react';
import { cardOf, costAbilities, modalAbility } from '../../engine';
import { useGame, useGameApi } from '../context';
import { asksX, chosenHalf, spellDef } from './castFlow';
import { advance, update } from '../interaction';
import type { Draft } from '../uiStore';
import { BUTTON } from '../header/Controls';
import { SymbolText } from '../board/SymbolText';
import { objectAt } from '../../engine';
import { CastCopyingCosts } from './CastCopyingCosts';
import { RepeatModes } from './RepeatModes';

const WORDS = ['zero', 'one', 'two', 'three', 'four'];
const BOX = 'h-4 w-4 accent-amber-300';

export function CastAnnounce({ d }: { d: Draft }) {
  const api = useGameApi();
  const card = useGame((s) => objectAt(s, d.source) && cardOf(s, objectAt(s, d.source)));
  const onAdventure = useGame((s) => objectAt(s, d.source)?.onAdventure !== undefined);
  const def = useGame((s) => spellDef(s, objectAt(s, d.source), d));
  // 709.3, 715.3: the half to cast, chosen first; 715.3d: not as an Adventure again from exile.
  const halves = d.kind === 'cast' && !(d.from === 'exile' && onAdventure) ? card.halves ?? [] : [];
  const half = chosenHalf(card, d) ?? card.name;
  const halfChoices = halves.length > 1 ? halves : halves.length ? [card, ...halves] : [];
  const hasX = useGame((s) => asksX(s, d));
  const [x, setX] = useState(String(d.x));
  const modal = d.kind === 'cast' ? modalAbility(def.abilities) : undefined;
  const costs = costAbilities(def.abilities);
  const kicker = d.kind === 'cast' && costs.additional.find((c) => c.kind === 'kicker');
  const orPay = d.kind === 'cast' && costs.additional.find((c) => c.kind === 'discardOrPay');
  const alt = !d.for && !d.from && def.abilities.find((a) => a.kind === 'cost' && a.alternative?.kind === 'alternative');
  // 702.74a: evoke, an alternative cost named by its keyword.
  const evoke = !d.for && !d.from && costs.alternative.find((c) => c.kind === 'evoke');
  // 702.109a: dash, likewise.
  const dash = !d.for && !d.from && costs.alternative.find((c) => c.kind === 'dash');
  // 702.117a: surge, likewise (the engine refuses it before another spell was cast this turn).
  // 702.152a: blitz, likewise.
  const blitz = !d.for && !d.from && costs.alternative.find((c) => c.kind === 'blitz');
  const surge = !d.for && !d.from && costs.alternative.find((c) => c.kind === 'surge');
  // 702.119a: emerge, likewise (the creature to sacrifice is given with the costs).
  const emerge = !d.for && !d.from && costs.alternative.find((c) => c.kind === 'emerge');
  // 702.96a: overload, likewise; its text then says "each" for "target" (no targets to choose).
  const overload = !d.for && !d.from && costs.alternative.find((c) => c.kind === 'overload');
  // 702.37c: morph and megamorph: cast face down for {3}.
  const morph = !d.for && !d.from && costs.alternative.find((c) => c.kind === 'morph');
  // 702.103a: bestow: cast as an Aura spell with enchant creature.
  const bestow = !d.for && !d.from && costs.alternative.find((c) => c.kind === 'bestow');
  // 702.27a, 702.42a: optional additional costs, announced like kicker.
  const buyback = d.kind === 'cast' && costs.additional.find((c) => c.kind === 'buyback');
  const entwine = d.kind === 'cast' && modal && costs.additional.find((c) => c.kind === 'entwine');
  const n = Number(x);
  const xOk = !hasX || (x !== '' && Number.isInteger(n) && n >= 0);
  const ok = xOk && (!modal || d.entwine || (d.modes.length <= modal.choose && d.modes.length >= (modal.min ?? modal.choose)));
  const toggle = (m: number) => update({ ...d, modes: d.modes.includes(m) ? d.modes.filter((y) => y !== m) : [...d.modes, m].sort(), targets: [] });
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (ok) advance(api, { ...d, x: hasX ? n : 0 });
      }}
    >
      {halfChoices.length > 0 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">{halves.length > 1 ? 'Half to cast' : 'Cast it as'}</legend>
          {halfChoices.map((h) => (
            <label key={h.name} className="flex items-center gap-2">
              <input type="radio" checked={half === h.name} onChange={() => update({ ...d, half: h.name, modes: [], targets: [], divide: [] })} className={BOX} />
              {h.name} <SymbolText text={h.manaCost ?? ''} />
              {halves.length === 1 && h !== card ? ' (its Adventure)' : ''}
            </label>
          ))}
        </fieldset>
      )}
      {alt && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Cost to pay</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as !== 'alternative'} onChange={() => update({ ...d, as: undefined })} className={BOX} />
            Its mana cost <SymbolText text={def.manaCost ?? ''} />
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as === 'alternative'} onChange={() => update({ ...d, as: 'alternative' })} className={BOX} />
            Its alternative cost: {alt.text}
          </label>
        </fieldset>
      )}
      {evoke && evoke.kind === 'evoke' && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Cost to pay</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as !== 'evoke'} onChange={() => update({ ...d, as: undefined })} className={BOX} />
            Its mana cost <SymbolText text={def.manaCost ?? ''} />
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as === 'evoke'} onChange={() => update({ ...d, as: 'evoke' })} className={BOX} />
            Its evoke cost <SymbolText text={evoke.mana} /> (it is sacrificed as it enters)
          </label>
        </fieldset>
      )}
      {dash && dash.kind === 'dash' && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Cost to pay</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as !== 'dash'} onChange={() => update({ ...d, as: undefined })} className={BOX} />
            Its mana cost <SymbolText text={def.manaCost ?? ''} />
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as === 'dash'} onChange={() => update({ ...d, as: 'dash' })} className={BOX} />
            Its dash cost <SymbolText text={dash.mana} /> (it has haste, and returns to its owner's hand at the next end step)
          </label>
        </fieldset>
      )}
      {blitz && blitz.kind === 'blitz' && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Cost to pay</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as !== 'blitz'} onChange={() => update({ ...d, as: undefined })} className={BOX} />
            Its mana cost <SymbolText text={def.manaCost ?? ''} />
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as === 'blitz'} onChange={() => update({ ...d, as: 'blitz' })} className={BOX} />
            Its blitz cost <SymbolText text={blitz.mana} /> (haste, a card drawn when it dies, sacrificed at the next end step)
          </label>
        </fieldset>
      )}
      {emerge && emerge.kind === 'emerge' && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Cost to pay</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as !== 'emerge'} onChange={() => update({ ...d, as: undefined })} className={BOX} />
            Its mana cost <SymbolText text={def.manaCost ?? ''} />
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as === 'emerge'} onChange={() => update({ ...d, as: 'emerge' })} className={BOX} />
            Its emerge cost <SymbolText text={emerge.mana} /> and a creature sacrificed (less its mana value)
          </label>
        </fieldset>
      )}
      {surge && surge.kind === 'surge' && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Cost to pay</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as !== 'surge'} onChange={() => update({ ...d, as: undefined })} className={BOX} />
            Its mana cost <SymbolText text={def.manaCost ?? ''} />
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as === 'surge'} onChange={() => update({ ...d, as: 'surge' })} className={BOX} />
            Its surge cost <SymbolText text={surge.mana} /> (if you cast another spell this turn)
          </label>
        </fieldset>
      )}
      {overload && overload.kind === 'overload' && overload.spell && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Cost to pay</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as !== 'overload'} onChange={() => update({ ...d, as: undefined, targets: [] })} className={BOX} />
            Its mana cost <SymbolText text={def.manaCost ?? ''} />
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as === 'overload'} onChange={() => update({ ...d, as: 'overload', targets: [] })} className={BOX} />
            Its overload cost <SymbolText text={overload.mana} />: {overload.spell.text}
          </label>
        </fieldset>
      )}
      {bestow && bestow.kind === 'bestow' && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">How to cast it</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as !== 'bestow'} onChange={() => update({ ...d, as: undefined, targets: [] })} className={BOX} />
            As a creature, for its mana cost <SymbolText text={def.manaCost ?? ''} />
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as === 'bestow'} onChange={() => update({ ...d, as: 'bestow', targets: [] })} className={BOX} />
            Bestowed, for <SymbolText text={bestow.mana} />: an Aura with enchant creature (a creature again if it becomes unattached)
          </label>
        </fieldset>
      )}
      {morph && morph.kind === 'morph' && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">How to cast it</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as !== 'morph'} onChange={() => update({ ...d, as: undefined })} className={BOX} />
            Face up, for its mana cost <SymbolText text={def.manaCost ?? ''} />
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.as === 'morph'} onChange={() => update({ ...d, as: 'morph', kicker: false, targets: [] })} className={BOX} />
            Face down as a 2/2 creature for <SymbolText text={morph.mana} /> (turn it face up any time for <SymbolText text={morph.turnUp} />)
          </label>
        </fieldset>
      )}
      {entwine && entwine.kind === 'entwine' && (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={!!d.entwine}
            onChange={() => update({ ...d, entwine: !d.entwine, modes: d.entwine ? [] : modal!.options.map((_, i) => i), targets: [] })}
            className={BOX}
          />
          Pay the entwine cost <SymbolText text={entwine.mana} /> and choose all modes
        </label>
      )}
      {modal && (
        <fieldset className="flex flex-col gap-1">
          <legend className="font-semibold">Choose {modal.min === 1 && modal.choose === 2 ? 'one or both' : modal.min === 1 ? 'one or more' : (WORDS[modal.choose] ?? modal.choose)} —</legend>
          {modal.repeat && (
            <p className="text-sm text-slate-300">You may choose the same mode more than once (700.2d).</p>
          )}
          {modal.repeat && <RepeatModes d={d} options={modal.options} choose={modal.choose} onChange={(modes) => update({ ...d, modes, targets: [] })} />}
          {!modal.repeat && modal.options.map((m, i) => (
            <label key={i} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={d.modes.includes(i)}
                disabled={!!d.entwine || (!d.modes.includes(i) && d.modes.length >= modal.choose)}
                onChange={() => toggle(i)}
                className={BOX}
              />
              <SymbolText text={m.text} />
            </label>
          ))}
        </fieldset>
      )}
      {hasX && (
        <label className="flex items-center gap-2">
          <span className="font-semibold">Value of X</span>
          <input
            type="number"
            min={0}
            value={x}
            autoFocus
            onChange={(e) => setX(e.target.value)}
            className="w-20 rounded border border-amber-300 bg-slate-900 px-2 py-1 text-slate-50 focus-visible:outline-2 focus-visible:outline-sky-300"
          />
        </label>
      )}
      {kicker && kicker.kind === 'kicker' && kicker.multi && (
        // 702.33c: multikicker, paid any number of times.
        <label className="flex items-center gap-2">
          Times to pay the multikicker cost <SymbolText text={kicker.mana} />
          <input
            type="number"
            min={0}
            value={d.multikicker ?? 0}
            onChange={(e) => update({ ...d, multikicker: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
            className="w-20 rounded border border-amber-300 bg-slate-900 px-2 py-1 text-slate-50 focus-visible:outline-2 focus-visible:outline-sky-300"
          />
        </label>
      )}
      {kicker && !(kicker.kind === 'kicker' && kicker.multi) && (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={d.kicker} onChange={() => update({ ...d, kicker: !d.kicker })} className={BOX} />
          Pay the kicker cost <SymbolText text={kicker.mana} />
        </label>
      )}
      {buyback && buyback.kind === 'buyback' && (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={!!d.buyback} onChange={() => update({ ...d, buyback: !d.buyback })} className={BOX} />
          Pay the buyback cost <SymbolText text={buyback.mana} />
        </label>
      )}
      <CastCopyingCosts d={d} def={def} />
      {orPay && (
        <fieldset className="flex gap-4">
          <legend className="font-semibold">Additional cost</legend>
          <label className="flex items-center gap-2">
            <input type="radio" checked={!d.payInstead} onChange={() => update({ ...d, payInstead: false })} className={BOX} />
            Discard a card
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" checked={d.payInstead} onChange={() => update({ ...d, payInstead: true, costs: { ...d.costs, discard: [] } })} className={BOX} />
            Pay <SymbolText text={orPay.mana} />
          </label>
        </fieldset>
      )}
      <div>
        <button type="submit" disabled={!ok} className={`${BUTTON} bg-amber-300 text-amber-950 hover:bg-amber-200`}>
          Next
        </button>
      </div>
    </form>
  );
}
