// A player's mana pool, as mana symbols, W U B R G then colorless.
import { MANA_NAMES, MANA_TYPES, poolCounts, type ManaType, type PlayerId } from '../../engine';
import { useGame, useGameShallow } from '../context';
import { ManaSymbol } from './ManaSymbol';

/** Up to this much mana of one type is drawn symbol by symbol; more is one symbol and its count, so a flood stays one line. */
const DRAWN = 12;

function Group({ type, n }: { type: ManaType; n: number }) {
  if (n <= DRAWN) return Array.from({ length: n }, (_, i) => <ManaSymbol key={i} sym={{ kind: 'mana', type }} />);
  const said = `${n.toLocaleString('en-US')} ${MANA_NAMES[type]} mana`;
  return (
    <span className="inline-flex items-center gap-1" title={said}>
      <ManaSymbol sym={{ kind: 'mana', type }} />
      <span className="text-sm tabular-nums">
        × {n.toLocaleString('en-US')}
      </span>
    </span>
  );
}

export function ManaPool({ player }: { player: PlayerId }) {
  const name = useGame((s) => s.players[player].name);
  const counts = useGameShallow((s) => poolCounts(s.players[player].manaPool));
  const held = MANA_TYPES.filter((t) => counts[t] > 0);
  return (
    <section aria-label={`${name}'s mana pool`} className="flex min-h-7 items-center gap-2 text-sm">
      <span className="shrink-0 text-slate-400">Mana pool</span>
      {held.length ? (
        <span className="inline-flex flex-wrap items-center gap-[0.15em] align-middle text-base">
          {held.map((t) => (
            <Group key={t} type={t} n={counts[t]} />
          ))}
        </span>
      ) : (
        <span className="italic text-slate-400">empty</span>
      )}
    </section>
  );
}
