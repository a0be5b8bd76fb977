// One card in a zone. It subscribes to its own object only, so a change elsewhere doesn't
// re-render it. Clicking casts it (in a hand), activates it (on the battlefield) or targets it.
import { memo, useMemo } from 'react';
import {
  activatedAbilities,
  costColors,
  isManaAbility,
  isCreature,
  parseCost,
  power,
  toughness,
  typeLine,
  type ObjectId,
} from '../engine';
import { useGameApi, useGameShallow } from './context';
import { clickObject } from './interaction';
import { chosenIn, legalNow } from './castFlow';
import { useUi } from './uiStore';
import { CardFrame, borderFor, type CardFace } from './CardFrame';
import { AbilityMenu } from './AbilityMenu';
import { CouldProduce } from './CouldProduce';
import { objectAt } from '../engine';

export const ObjectCard = memo(function ObjectCard({ id }: { id: ObjectId }) {
  const api = useGameApi();
  const draft = useUi((u) => u.draft);
  const chosen = useUi((u) => chosenIn(u.draft).includes(id));
  const aimed = useUi((u) => !!u.hovered?.includes(id));
  const menuOpen = useUi((u) => u.menuFor === id);
  const autoTapping = useUi((u) => !!u.autoTap?.plan.some((t) => t.source === id));
  const v = useGameShallow((s) => {
    const o = objectAt(s, id);
    const creature = !!o && isCreature(s, o);
    return {
      o,
      def: o && s.cards[o.card],
      power: creature ? power(s, o) : undefined,
      toughness: creature ? toughness(s, o) : undefined,
      legal: legalNow(s, draft).has(id),
    };
  });
  const { o, def } = v;
  const colors = useMemo(() => (def?.manaCost ? costColors(parseCost(def.manaCost)) : []), [def]);
  const abilityCount = useMemo(() => (def ? activatedAbilities(def.abilities).length : 0), [def]);
  const makesMana = useMemo(() => !!def && activatedAbilities(def.abilities).some((a) => isManaAbility(a.def)), [def]);
  if (!o || !def) return null;

  const onBattlefield = o.zone === 'battlefield';
  const creature = v.power !== undefined;
  const face: CardFace = {
    name: o.card,
    manaCost: def.manaCost,
    typeLine: typeLine(def),
    colors,
    pt: creature ? [v.power!, v.toughness!] : undefined,
    tapped: onBattlefield && o.tapped,
    damage: onBattlefield ? o.damage : 0,
    counters: o.counters,
    sick: onBattlefield && creature && o.sick,
    token: o.token,
    copy: o.copy,
    oracle: def.oracle,
    autoTap: autoTapping,
  };
  const clickable = o.zone === 'hand' || (onBattlefield && (abilityCount > 0 || !!draft));
  const isSource = draft?.source === id;

  const label = [o.card];
  if (onBattlefield) {
    label.push(o.tapped ? 'tapped' : 'untapped');
    if (creature) label.push(`${v.power}/${v.toughness}`);
    if (o.damage) label.push(`${o.damage} damage`);
    if (face.sick) label.push('summoning sick');
  } else {
    label.push(face.typeLine);
  }
  if (v.legal) label.push('legal target');
  if (chosen) label.push('chosen');
  if (autoTapping) label.push('auto-tap will tap it');
  const produces = onBattlefield && makesMana && !menuOpen ? `produces-${id}` : undefined;

  const look = [
    'relative flex min-h-24 w-40 flex-col rounded-lg border-2 px-2 py-1.5 shadow-md',
    borderFor(colors),
    face.tapped ? 'border-dashed bg-slate-950' : 'bg-slate-800',
    v.legal ? 'ring-4 ring-amber-300' : '',
    isSource || chosen ? 'ring-4 ring-sky-300' : '',
    aimed ? 'outline-4 outline-offset-2 outline-red-400' : '',
    autoTapping ? 'ring-4 ring-emerald-300' : '',
  ].join(' ');
  const title = `${o.card}${def.manaCost ? ` ${def.manaCost}` : ''}\n${face.typeLine}${def.oracle ? `\n\n${def.oracle}` : ''}`;

  return (
    <li className="group relative list-none">
      {clickable ? (
        <button
          type="button"
          aria-label={label.join(', ')}
          aria-haspopup={abilityCount > 1 && onBattlefield ? 'menu' : undefined}
          aria-expanded={abilityCount > 1 && onBattlefield ? menuOpen : undefined}
          aria-describedby={produces}
          title={title}
          data-testid={o.label ? `card-${o.label}` : undefined}
          data-aimed={aimed || undefined}
          onClick={() => clickObject(api, id)}
          className={`${look} cursor-pointer transition hover:-translate-y-0.5 hover:bg-slate-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300`}
        >
          <CardFrame face={face} />
        </button>
      ) : (
        <article aria-label={label.join(', ')} aria-describedby={produces} title={title} data-testid={o.label ? `card-${o.label}` : undefined} data-aimed={aimed || undefined} className={look}>
          <CardFrame face={face} />
        </article>
      )}
      {menuOpen && <AbilityMenu id={id} />}
      {produces && <CouldProduce id={id} domId={produces} />}
    </li>
  );
});
