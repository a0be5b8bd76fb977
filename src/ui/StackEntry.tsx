// One spell or ability on the stack: what it is, who controls it, what it targets.
import { memo } from 'react';
import { describe, playerName, type ObjectId } from '../engine';
import { useGameApi, useGameShallow } from './context';
import { clickObject } from './interaction';
import { legalNow } from './targets';
import { useUi } from './uiStore';
import { ManaSymbols } from './ManaSymbols';
import { SymbolText } from './SymbolText';

export const StackEntry = memo(function StackEntry({ id, top }: { id: ObjectId; top: boolean }) {
  const api = useGameApi();
  const targeting = useUi((u) => u.targeting);
  const v = useGameShallow((s) => {
    const o = s.objects[id];
    const item = o?.stackItem;
    const def = o && s.cards[o.card];
    const ability = item?.kind === 'ability' && def ? def.abilities[item.ability ?? -1] : undefined;
    return {
      name: o?.card ?? '',
      kind: item?.kind ?? 'spell',
      copy: !!o?.copy,
      manaCost: item?.kind === 'spell' ? def?.manaCost : undefined,
      text: ability && 'text' in ability ? ability.text : (def?.oracle ?? ''),
      controller: o ? playerName(s, o.controller) : '',
      targets: (item?.targets ?? []).flat().map((t) => describe(s, t)).join(', '),
      x: item?.x ?? 0,
      legal: legalNow(s, targeting).has(id),
    };
  });
  const what = v.kind === 'ability' ? 'ability' : v.copy ? 'copy of a spell' : 'spell';
  const label = `${v.name}, ${what}, controlled by ${v.controller}${v.targets ? `, targeting ${v.targets}` : ''}${v.legal ? ', legal target' : ''}`;
  const look = `w-full rounded-lg border-2 px-3 py-2 text-left ${
    v.kind === 'ability' ? 'border-dashed border-violet-400 bg-violet-950/60' : v.copy ? 'border-dotted border-cyan-300 bg-cyan-950/60' : 'border-slate-400 bg-slate-800'
  } ${v.legal ? 'ring-4 ring-amber-300' : ''}`;
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold text-slate-50">{v.name}</span>
        {v.manaCost && <ManaSymbols cost={v.manaCost} className="shrink-0 text-sm" />}
      </span>
      <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-300">
        <span className="rounded bg-slate-600 px-1 font-semibold uppercase tracking-wide text-slate-50">{what}</span>
        {top && <span className="rounded bg-sky-300 px-1 font-semibold uppercase tracking-wide text-sky-950">top</span>}
        <span>controlled by {v.controller}</span>
        {v.x > 0 && <span>X = {v.x}</span>}
      </span>
      {v.targets && (
        <span className="mt-1 block text-sm text-amber-200">
          → targeting <span className="font-semibold">{v.targets}</span>
        </span>
      )}
      {v.kind === 'ability' && v.text && (
        <span className="mt-1 block text-xs text-slate-300">
          <SymbolText text={v.text} />
        </span>
      )}
    </>
  );
  return (
    <li>
      {targeting ? (
        <button type="button" aria-label={label} onClick={() => clickObject(api, id)} className={`${look} cursor-pointer hover:bg-slate-700 focus-visible:outline-3 focus-visible:outline-sky-300`}>
          {body}
        </button>
      ) : (
        <article aria-label={label} title={v.text} className={`${look} block`}>
          {body}
        </article>
      )}
    </li>
  );
});
