// A player's mana pool, as mana symbols.
import type { ManaType, PlayerId } from '../../engine';
import { useGame, useGameShallow } from '../context';
import { ManaSymbols } from './ManaSymbols';

export function ManaPool({ player }: { player: PlayerId }) {
  const name = useGame((s) => s.players[player].name);
  const types = useGameShallow((s): ManaType[] => s.players[player].manaPool.map((m) => m.type));
  return (
    <section aria-label={`${name}'s mana pool`} className="flex min-h-7 items-center gap-2 text-sm">
      <span className="text-slate-400">Mana pool</span>
      {types.length ? <ManaSymbols mana={types} className="text-base" /> : <span className="italic text-slate-400">empty</span>}
    </section>
  );
}
