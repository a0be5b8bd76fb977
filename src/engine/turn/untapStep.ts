// The untap step's turn-based action (502.3): "the active player determines which permanents they
// control will untap. Then they untap them all simultaneously." Effects keep some tapped: a
// permanent that "doesn't untap during your untap step" (a static ability), one that doesn't
// untap during its controller's next untap step (once), and one an effect keeps tapped "for as
// long as" something lasts (611.2b). A permanent whose controller "may choose not to untap" it is
// the active player's choice: one `pick` of those to keep tapped, asked only when there is one.
import { ask, pushFront } from '../stack/agenda';
import { abilities } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, log, optionsFor, patchObject, playerName } from '../state/game';
import { untapStepSkipped } from '../effects/skipNextUntap';
import type { GameObject, GameState } from '../state/state';
import { permanents } from '../state/zones';
import { tappedChanged } from '../stack/triggers';

const hasRule = (s: GameState, o: GameObject, kind: 'doesntUntap' | 'mayNotUntap') => abilities(s, o).some((a) => a.kind === 'static' && a.rule?.kind === kind);

/** 611.2b: a resolved effect that keeps the permanent tapped while it lasts ("... for as long as ~ remains tapped"). */
const keptByEffect = (s: GameState, o: GameObject) => (s.effects ?? []).some((e) => e.doesntUntap && e.affects.objects.includes(o.id));

/** 502.3; `answer`: the permanents the active player chose to keep tapped. */
export function untapStep(tx: Tx, answer?: unknown): void {
  const active = tx.s.turn.active;
  const skipping = permanents(tx.s, active).filter((o) => o.skipsNextUntap);
  let tapped = permanents(tx.s, active).filter((o) => o.tapped && !o.skipsNextUntap && !hasRule(tx.s, o, 'doesntUntap'));
  const held = tapped.filter((o) => keptByEffect(tx.s, o));
  tapped = tapped.filter((o) => !keptByEffect(tx.s, o));
  const optional = tapped.filter((o) => hasRule(tx.s, o, 'mayNotUntap'));
  if (optional.length > 0 && answer === undefined) {
    ask(tx, {
      kind: 'pick',
      player: active,
      prompt: `${playerName(tx.s, active)} may choose not to untap ${optional.length === 1 ? describe(tx.s, optional[0].id) : 'these permanents'} during the untap step: pick those that stay tapped.`,
      rule: '502.3',
      options: optionsFor(tx.s, optional.map((o) => o.id)),
      min: 0,
      max: optional.length,
      then: { op: 'untapStep' },
    });
    return;
  }
  const kept = new Set(Array.isArray(answer) ? (answer as string[]) : []);
  for (const o of skipping) {
    untapStepSkipped(tx, o.id);
    if (o.tapped) log(tx, '502.3', `${describe(tx.s, o.id)} doesn't untap during this untap step: an effect said so.`, [o.id]);
  }
  for (const o of held) log(tx, ['502.3', '611.2b'], `${describe(tx.s, o.id)} doesn't untap: an effect keeps it tapped for as long as it lasts.`, [o.id]);
  for (const o of tapped.filter((t) => kept.has(t.id))) log(tx, '502.3', `${playerName(tx.s, active)} chooses not to untap ${describe(tx.s, o.id)}.`, [active, o.id]);
  const untapping = tapped.filter((o) => !kept.has(o.id));
  for (const o of untapping) patchObject(tx, o.id, { tapped: false });
  for (const o of untapping) tappedChanged(tx, o.id, false);
  if (untapping.length) log(tx, '502.3', `${playerName(tx.s, active)} untaps ${untapping.length} permanent${untapping.length === 1 ? '' : 's'}.`, [active]);
  // 502.4: no player receives priority during the untap step.
  pushFront(tx, { op: 'endStep' });
}
