// The permanents a player controls: lands in one row, the others in another.
import { isType, type GameState, type ObjectId, type PlayerId } from '../../engine';
import { useGame, useGameShallow } from '../context';
import { CardRow } from './CardRow';
import { objectAt } from '../../engine';
import { dropZone } from '../workbench/drag/dragAttrs';

type Rows = Map<PlayerId, { lands: ObjectId[]; others: ObjectId[] }>;
/** The last state's rows, remembered: each player's two rows ask on every change of the game. */
let lastRows: { s: GameState; rows: Rows } | null = null;

function controlled(s: GameState, player: PlayerId, lands: boolean): readonly ObjectId[] {
  if (lastRows?.s !== s) {
    const rows: Rows = new Map();
    for (const id of s.battlefield) {
      const o = objectAt(s, id);
      let r = rows.get(o.controller);
      if (!r) rows.set(o.controller, (r = { lands: [], others: [] }));
      (isType(s, o, 'Land') ? r.lands : r.others).push(id);
    }
    lastRows = { s, rows };
  }
  return lastRows.rows.get(player)?.[lands ? 'lands' : 'others'] ?? NONE;
}
const NONE: readonly ObjectId[] = [];

export function Battlefield({ player, top }: { player: PlayerId; top: boolean }) {
  const name = useGame((s) => s.players[player].name);
  // Fresh arrays, compared id by id: the row re-renders only when its permanents change.
  const lands = useGameShallow((s) => controlled(s, player, true));
  const others = useGameShallow((s) => controlled(s, player, false));
  // An empty battlefield takes one line, so four players fit on a laptop's screen.
  const empty = lands.length === 0 && others.length === 0;
  return (
    <section aria-label={`${name}'s battlefield`} {...dropZone({ zone: 'battlefield', player })} className={`flex gap-2 border-slate-700 @2xl:pl-12 ${top ? 'flex-col-reverse border-t pt-2' : 'flex-col border-b pb-2'}`}>
      {empty ? (
        <p className="py-1 text-sm italic text-slate-400">No permanents</p>
      ) : (
        <>
          <CardRow ids={others} label={`${name}'s creatures and other permanents`} empty="No nonland permanents" />
          <CardRow ids={lands} label={`${name}'s lands`} empty="No lands" />
        </>
      )}
    </section>
  );
}
