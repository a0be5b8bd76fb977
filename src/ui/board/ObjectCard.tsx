// One card in a zone. It subscribes to its own object only, so a change elsewhere doesn't
// re-render it. Clicking casts it (in a hand), activates it (on the battlefield) or targets it.
import { memo, useMemo } from 'react';
import { activatedAbilities, isManaAbility, type ObjectId } from '../../engine';
import { useGameApi, useGameShallow } from '../context';
import { clickObject } from '../interaction';
import { abilitiesOffered, chosenIn } from '../cast/castFlow';
import { handSpecialActions } from '../cast/handSpecialActions';
import { useUi } from '../uiStore';
import { CardFrame } from './CardFrame';
import { borderFor, combatRole } from './frameStyle';
import { faceFrom } from './cardFace';
import { useCardPreview } from './useCardPreview';
import { CombatIcon } from './CombatIcon';
import { useCardImage } from '../images/useCardImage';
import { AbilityMenu } from '../cast/AbilityMenu';
import { CouldProduce } from './CouldProduce';
import { usePage } from '../pageStore';
import { SUPPORT_LABEL, supportOf, unmodelledTexts } from './support';
import { DefenderMenu } from '../combat/DefenderMenu';
import { LayersButton } from '../explain/LayersButton';
import { cardView } from './cardView';
import { dragCard } from '../workbench/drag/dragAttrs';

export const ObjectCard = memo(function ObjectCard({ id }: { id: ObjectId }) {
  const api = useGameApi();
  const draft = useUi((u) => u.draft);
  const chosen = useUi((u) => chosenIn(u.draft).includes(id));
  const aimed = useUi((u) => !!u.hovered?.includes(id));
  const menuOpen = useUi((u) => u.menuFor === id);
  const autoTapping = useUi((u) => !!u.autoTap?.plan.some((t) => t.source === id));
  const selecting = usePage((p) => p.selecting);
  const selected = usePage((p) => p.side === 'build' && p.selected === id);
  const combatSel = useUi((u) => u.combat);
  const v = useGameShallow((s) => cardView(s, draft, combatSel, id));
  const { mark, attached, host } = v;
  const inCombat = v;
  const { o, def } = v;
  // An object's own colors (a copy made red, 707.10) first, as the engine's colors() reads them.
  const colors = v.now?.colors ?? [];
  const zone = o?.zone;
  const own = v.now?.abilities;
  const abilityCount = useMemo(() => (own && zone ? abilitiesOffered(own, zone).length + (zone === 'hand' ? handSpecialActions(own).length : 0) : 0), [own, zone]);
  const makesMana = useMemo(() => !!own && activatedAbilities(own).some((a) => isManaAbility(a.def)), [own]);
  const preview = useCardPreview(id);
  const image = useCardImage(v.imageName);
  if (!o || !def) return null;

  const onBattlefield = o.zone === 'battlefield';
  const creature = v.power !== undefined;
  const now = v.now!;
  const face = faceFrom(o, def, now, creature ? [v.power!, v.toughness!] : undefined, autoTapping);
  // A click opens the list of abilities: several on the battlefield, or casting and cycling in a hand.
  const hasMenu = onBattlefield ? abilityCount > 1 : o.zone === 'hand' && abilityCount > 0;
  // 702.37e: a face-down permanent is clicked to turn it face up.
  const clickable = selecting || o.zone === 'hand' || (onBattlefield && (abilityCount > 0 || !!draft || inCombat.pressable || !!o.faceDown));
  const isSource = draft?.source === id;

  const label = [o.card];
  if (onBattlefield) {
    label.push(o.tapped ? 'tapped' : 'untapped');
    if (creature) label.push(`${v.power}/${v.toughness}`);
    // 306.5c: a planeswalker's loyalty is the number of loyalty counters on it.
    if (def.types.includes('Planeswalker')) label.push(`loyalty ${o.counters.loyalty ?? 0}`);
    if (o.damage) label.push(`${o.damage} damage`);
    if (face.sick) label.push('summoning sick');
    if (attached) label.push(attached);
    if (host) label.push(host);
    if (o.token) label.push('token');
    if (o.copy) label.push('a copy');
    // 614.12: what its controller chose as it entered.
    if (face.chosen?.length) label.push(`chosen: ${face.chosen.join(', ')}`);
  } else {
    label.push(face.typeLine);
  }
  const level = supportOf(def);
  if (level !== 'full') label.push(SUPPORT_LABEL[level]);
  if (mark) label.push(mark);
  if (v.legal) label.push('legal target');
  if (chosen) label.push('chosen');
  if (autoTapping) label.push('auto-tap will tap it');
  if (selected) label.push('selected for editing');
  const produces = onBattlefield && makesMana && !menuOpen ? `produces-${id}` : undefined;
  // Read as the card's description: what it could produce, else its cost, type line and text.
  const described = produces ?? `oracle-${id}`;

  const role = combatRole(mark);
  // The card, turned a quarter to the right when tapped, in the middle of its slot (index.css).
  const look = [
    `absolute left-0 top-0 block h-(--card-h) w-(--card-w) select-none rounded-[10px] border-[3px] p-0 [-webkit-touch-callout:none] ${role ? '' : 'shadow-md'}`,
    borderFor(colors),
    face.tapped ? 'rotate-90 translate-x-[calc((var(--card-h)_-_var(--card-w))/2)] brightness-90' : '',
    role === 'attacking' ? 'shadow-[0_0_0_3px_var(--color-red-500),0_0_14px_var(--color-red-400)]' : '',
    role === 'blocking' ? 'shadow-[0_0_0_3px_var(--color-sky-400),0_0_14px_var(--color-sky-300)]' : '',
    v.legal ? 'ring-4 ring-amber-300' : '',
    inCombat.offered && !inCombat.pressed ? 'ring-2 ring-amber-300/70' : '',
    inCombat.pressed ? 'ring-4 ring-red-400' : '',
    isSource || chosen ? 'ring-4 ring-sky-300' : '',
    aimed ? 'outline-4 outline-offset-2 outline-red-400' : '',
    autoTapping ? 'ring-4 ring-emerald-300' : '',
    selected ? 'outline-4 outline-offset-2 outline-amber-300' : '',
  ].join(' ');
  const notModelled = unmodelledTexts(def);
  const frame = <CardFrame face={face} image={image.url} onImageError={image.failed} />;
  const hooks = {
    'data-testid': o.label ? `card-${o.label}` : undefined,
    'data-aimed': aimed || undefined,
    'data-tapped': face.tapped || undefined,
    'data-combat': role ?? undefined,
    'data-image': image.url ? 'shown' : undefined,
  };
  const { ref: _ref, ...handlers } = preview;
  const description = `${def.manaCost ? `${def.manaCost}. ` : ''}${face.typeLine}.${def.oracle ? ` ${def.oracle}` : ''}${notModelled.length ? ` Not modelled: ${notModelled.join(' ')}` : ''}`;

  return (
    <li ref={preview.ref} className="group relative list-none" data-arrow-id={id} {...dragCard(id)} {...handlers}>
      {/* The card's slot: as wide as the card, or as it is tall once the card is turned (tapped). */}
      <div className={`relative h-(--card-h) ${face.tapped ? 'w-(--card-h)' : 'w-(--card-w)'}`}>
        {mark && (
          // Over the card's top edge, out of the row's flow: a badge coming or going moves no card.
          <span
            aria-hidden="true"
            data-testid="combat-mark"
            className={`pointer-events-none absolute -top-2.5 left-1 z-10 flex max-w-[calc(100%-0.5rem)] items-center gap-0.5 overflow-hidden rounded px-1 text-[10px] font-bold shadow ${role === 'blocking' ? 'bg-sky-300 text-sky-950' : 'bg-red-300 text-red-950'}`}
          >
            {role && <CombatIcon role={role} />}
            <span className="truncate">{mark.replace(/, blocked by .*/, ', blocked')}</span>
          </span>
        )}
        {clickable ? (
          // Named by its content: the words below (the face is hidden from assistive technology), so
          // the visible name is part of the accessible one (WCAG 2.5.3).
          <button
            type="button"
            aria-haspopup={hasMenu ? 'menu' : undefined}
            aria-expanded={hasMenu ? menuOpen : inCombat.menu || undefined}
            aria-pressed={inCombat.pressable && !selecting ? inCombat.pressed : undefined}
            aria-describedby={described}
            {...hooks}
            data-legal={v.legal || (inCombat.pressable && !selecting) || undefined}
            onClick={() => clickObject(api, id)}
            className={`${look} cursor-pointer transition motion-reduce:transition-none hover:-translate-y-0.5 hover:brightness-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300`}
          >
            <span className="sr-only">{label.join(', ')}</span>
            {frame}
          </button>
        ) : (
          <article
            aria-label={label.join(', ')}
            aria-describedby={described}
            tabIndex={0}
            {...hooks}
            className={`${look} transition motion-reduce:transition-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300`}
          >
            {frame}
          </article>
        )}
        {onBattlefield && <LayersButton id={id} name={face.name} />}
      </div>
      {attached && (
        <span aria-hidden="true" data-testid="attached-to" className="mt-0.5 block w-(--card-w) truncate text-[11px] text-sky-200">
          ↳ {attached}
        </span>
      )}
      {menuOpen && <AbilityMenu id={id} />}
      {inCombat.menu && <DefenderMenu id={id} />}
      {produces ? (
        <CouldProduce types={v.produces} domId={produces} />
      ) : (
        <span id={described} className="sr-only">
          {description}
        </span>
      )}
    </li>
  );
});
