// What the page says of attachment (301.5, 303.4): an Aura, Equipment or Fortification names what
// it is attached to; a permanent names what is attached to it. Pure, so it is tested in Node.
import { attachmentsOn, describe, objectAt, type GameState, type ObjectId } from '../../engine';

/** "attached to Grizzly Bears", "attached to Ben", or undefined for a permanent attached to nothing. */
export function attachedLabel(s: GameState, id: ObjectId): string | undefined {
  const o = objectAt(s, id);
  if (!o || o.zone !== 'battlefield' || o.attachedTo === undefined) return undefined;
  const to = o.attachedTo;
  const there = s.players[to] || objectAt(s, to)?.zone === 'battlefield';
  // Gone: the next check of state-based actions moves or unattaches it (704.5m, 704.5n).
  return there ? `attached to ${describe(s, to)}` : 'attached to an object that left the battlefield';
}

/** "with Pacifism and Bonesplitter attached", or undefined when nothing is attached to it. */
export function hostLabel(s: GameState, id: ObjectId): string | undefined {
  const names = attachmentsOn(s, id).map((a) => describe(s, a));
  if (names.length === 0) return undefined;
  return `with ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`} attached`;
}
