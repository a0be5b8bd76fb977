// Everything of one player: name and life, mana pool, battlefield, hand, graveyard.
import type { PlayerId } from '../engine';
import { useGame } from './context';
import { PlayerHeader } from './PlayerHeader';
import { ManaPool } from './ManaPool';
import { Battlefield } from './Battlefield';
import { CardRow } from './CardRow';
import { CompactZone } from './CompactZone';

/** `top`: an opponent's area, mirrored so the battlefields face each other. */
export function PlayerArea({ player, top }: { player: PlayerId; top: boolean }) {
  const name = useGame((s) => s.players[player].name);
  const hand = useGame((s) => s.players[player].hand);
  const graveyard = useGame((s) => s.players[player].graveyard);
  return (
    <section aria-label={name} className="flex gap-4 rounded-xl border border-slate-700 bg-slate-900/70 p-2.5">
      <div className="flex w-48 shrink-0 flex-col gap-2">
        <PlayerHeader player={player} />
        <ManaPool player={player} />
        <CompactZone label={`${name}'s graveyard`} title="Graveyard" ids={graveyard} />
      </div>
      <div className={`flex min-w-0 flex-1 gap-2 ${top ? 'flex-col-reverse' : 'flex-col'}`}>
        <Battlefield player={player} top={top} />
        <section aria-label={`${name}'s hand`} className="flex gap-2">
          <h3 className="w-10 shrink-0 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-400">
            Hand <span className="block font-normal normal-case">({hand.length})</span>
          </h3>
          <CardRow ids={hand} label={`Cards in ${name}'s hand`} empty="No cards in hand" />
        </section>
      </div>
    </section>
  );
}
