// The one decision the game waits for (state.choice), whoever must make it.
import { useEffect, useRef, useState } from 'react';
import { isManaType, MANA_NAMES, type PendingChoice } from '../../engine';
import { currentState } from '../../store/game';
import { useGame, useGameApi } from '../context';
import { act } from '../interaction';
import { draftForChoice } from './choiceDraft';
import { useUi } from '../uiStore';
import { BUTTON } from '../header/Controls';
import { ManaSymbols } from '../board/ManaSymbols';
import { OrderAnswer } from './OrderAnswer';
import { RuleButton } from '../rules/RuleButton';
import { SymbolText } from '../board/SymbolText';
import { arrowFocus } from '../keyboard/arrowFocus';
import { usePage } from '../pageStore';
import { DeclareAnswer } from '../combat/DeclareAnswer';
import { DamageAnswer } from '../combat/DamageAnswer';

const OPTION = `${BUTTON} bg-fuchsia-300 text-fuchsia-950 hover:bg-fuchsia-200`;

export function ChoicePrompt() {
  const choice = useGame((s) => s.choice);
  const section = useRef<HTMLElement>(null);
  // A prompt takes the focus as it appears: its first answer. Targets and "you may cast" are
  // answered in the cast panel, which takes it instead.
  useEffect(() => {
    if (!choice || choice.kind === 'cast' || choice.targets) return;
    section.current?.querySelector<HTMLElement>('[data-answers] button:not(:disabled), [data-answers] input:not(:disabled)')?.focus();
  }, [choice]);
  if (!choice) return null;
  // The prompt says who decides (the engine writes it so): the user acts for every player.
  return (
    <section ref={section} aria-label="Choice" data-focus-flow onKeyDown={arrowFocus} className="rounded-lg border-2 border-fuchsia-300 bg-fuchsia-950 px-3 py-2 text-sm text-fuchsia-50">
      <p className="mb-2">
        <SymbolText text={choice.prompt} /> <span className="whitespace-nowrap">(rule <RuleButton rule={choice.rule} />)</span>
      </p>
      <div data-answers>
        <Answers key={JSON.stringify(choice.options) + choice.prompt} choice={choice} />
      </div>
    </section>
  );
}

function Answers({ choice }: { choice: PendingChoice }) {
  const api = useGameApi();
  const answer = (a: unknown) => act(api, { type: 'choose', player: choice.player, answer: a });
  switch (choice.kind) {
    case 'manaType':
      return (
        <div className="flex flex-wrap gap-2">
          {choice.options.map((o) => (
            <button
              key={o.id}
              type="button"
              aria-label={isManaType(o.id) ? `${MANA_NAMES[o.id]} mana` : undefined}
              onClick={() => answer(o.id)}
              className={`${OPTION} flex items-center gap-1.5`}
            >
              {isManaType(o.id) && !o.label.includes('{') && <ManaSymbols mana={[o.id]} />}
              <SymbolText text={o.label} />
            </button>
          ))}
        </div>
      );
    case 'yesNo':
      return (
        <div className="flex gap-2">
          <button type="button" onClick={() => answer(true)} className={OPTION}>
            Yes
          </button>
          <button type="button" onClick={() => answer(false)} className={OPTION}>
            No
          </button>
        </div>
      );
    case 'modes':
      return <Pick choice={choice} onAnswer={(ids) => answer(ids.map(Number))} />;
    case 'pick':
      return choice.targets ? <InPanel choice={choice} /> : <Pick choice={choice} onAnswer={answer} />;
    case 'cast':
      return (
        <div className="flex items-center gap-2">
          <InPanel choice={choice} />
          <button type="button" onClick={() => answer(false)} className={OPTION}>
            Don't cast
          </button>
        </div>
      );
    case 'manual':
      return <ManualAnswer choice={choice} onDone={() => answer(true)} />;
    case 'order':
      return <OrderAnswer choice={choice} onAnswer={answer} />;
    case 'random':
      return (
        <div role="group" aria-label="Possible results" className="flex flex-wrap gap-2">
          {choice.options.map((o) => (
            <button key={o.id} type="button" onClick={() => answer(o.id)} className={OPTION}>
              <SymbolText text={o.label} />
            </button>
          ))}
        </div>
      );
    case 'attackers':
    case 'blockers':
      return <DeclareAnswer choice={choice} />;
    case 'damage':
      return <DamageAnswer choice={choice} />;
    default:
      return <p className="italic">This kind of choice ({choice.kind}) can't be answered on this page yet.</p>;
  }
}

/**
 * A sentence the engine doesn't model (SCENARIO.md): the judge carries it out with the builder's
 * edits, which the engine allows while this choice is pending, then presses Done.
 */
function ManualAnswer({ choice, onDone }: { choice: PendingChoice; onDone: () => void }) {
  const building = usePage((p) => p.side === 'build');
  const m = choice.manual;
  return (
    <div className="flex flex-col gap-2">
      {m && (
        <figure className="rounded border border-dashed border-amber-300 px-2 py-1">
          <figcaption className="text-xs text-fuchsia-200">To carry out now:</figcaption>
          <p data-testid="manual-sentence" className="font-semibold">
            <SymbolText text={m.sentence} />
          </p>
          {m.ability !== m.sentence && (
            <p className="mt-1 text-xs text-fuchsia-200">
              The whole ability: <SymbolText text={m.ability} />
            </p>
          )}
        </figure>
      )}
      <p className="text-xs text-fuchsia-200">The builder’s edits are allowed while this is pending: move cards, set life totals, add counters or mana.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onDone} className={OPTION}>
          Done
        </button>
        {!building && (
          <button type="button" onClick={() => usePage.getState().setSide('build')} className={OPTION}>
            Open the builder
          </button>
        )}
      </div>
    </div>
  );
}

/** Targets and `cast` choices are answered in the cast panel, started here for this choice. */
function InPanel({ choice }: { choice: PendingChoice }) {
  const api = useGameApi();
  const draft = useUi((u) => u.draft);
  useEffect(() => {
    if (draft?.for === choice) return;
    const d = draftForChoice(currentState(api.getState()), choice);
    if (d) useUi.getState().setDraft(d);
  }, [api, draft, choice]);
  return (
    <span className="text-fuchsia-200">
      {choice.kind === 'cast' ? 'Make the spell’s choices in the panel below, or don’t cast it.' : 'Click the targets on the board (or use the arrow keys and Enter); the panel below shows them.'}
    </span>
  );
}

function Pick({ choice, onAnswer }: { choice: PendingChoice; onAnswer: (a: string[]) => void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const min = choice.min ?? 0;
  const max = choice.max ?? choice.options.length;
  const ok = picked.length >= min && picked.length <= max;
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs text-fuchsia-200">
        Choose {min === max ? min : `${min} to ${max}`} ({picked.length} chosen), then confirm
      </legend>
      {choice.options.map((o) => (
        <label key={o.id} className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={picked.includes(o.id)}
            disabled={!picked.includes(o.id) && picked.length >= max}
            onChange={() => toggle(o.id)}
            className="h-4 w-4 accent-fuchsia-300"
          />
          <SymbolText text={o.label} />
        </label>
      ))}
      <div>
        <button type="button" disabled={!ok} onClick={() => onAnswer(picked)} className={`${OPTION} mt-1`}>
          Confirm
        </button>
      </div>
    </fieldset>
  );
}
