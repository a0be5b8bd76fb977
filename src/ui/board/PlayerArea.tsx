// board/: each player's zones, cards, life and mana pool, and the explanation of a card.
// Everything of one player: name and life, mana pool, battlefield, hand, graveyard. Where the area
// is narrow (four players on a laptop, the builder open), the player's details go in a row above
// the cards instead of a column beside them (a container query).
import type { PlayerId } from '../../engine';
import { useGame } from '../context';
import { PlayerHeader } from './PlayerHeader';
import { ManaPool } from './ManaPool';
import { Battlefield } from './Battlefield';
import { CardRow } from './CardRow';
import { CompactZone } from './CompactZone';
import { dropZone } from '../workbench/drag/dragAttrs';

/** `top`: an opponent's area, mirrored so the battlefields face each other. */
export function PlayerArea({ player, top }: { player: PlayerId; top: boolean }) {
  const name = useGame((s) => s.players[player].name);
  const hand = useGame((s) => s.players[player].hand);
  const graveyard = useGame((s) => s.players[player].graveyard);
  return (
    <section aria-label={name} className="@container rounded-xl border border-slate-700 bg-slate-900/70 p-2.5">
      <div className="flex flex-col gap-2 @2xl:flex-row @2xl:gap-4">
        <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-1 @2xl:flex @2xl:w-48 @2xl:shrink-0 @2xl:flex-col @2xl:gap-2 [&>*:first-child]:row-span-2">
          <PlayerHeader player={player} />
          <ManaPool player={player} />
          <CompactZone label={`${name}'s graveyard`} title="Graveyard" ids={graveyard} drop={{ zone: 'graveyard', player }} />
        </div>
        <div className={`flex min-w-0 flex-1 gap-2 ${top ? 'flex-col-reverse' : 'flex-col'}`}>
          <Battlefield player={player} top={top} />
          <section aria-label={`${name}'s hand`} {...dropZone({ zone: 'hand', player })} className="flex gap-2">
            <h3 className="w-10 shrink-0 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-400">
              Hand <span className="block font-normal normal-case">({hand.length})</span>
            </h3>
            <CardRow ids={hand} label={`Cards in ${name}'s hand`} empty="No cards in hand" />
          </section>
        </div>
      </div>
    </section>
  );
}
