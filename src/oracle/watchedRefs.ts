// "it", "that creature" and "that player" in the effect of a trigger that watches another
// creature (603.2): the creature that attacked or entered is the event's object (608.2c), and the
// player one of your opponents it attacked is the event's player (508.1b). Nothing named before it
// in the ability (a target, a remembered object) may be what the word means instead.
import type { Affected } from '../engine/state/card';
import type { RefNode, TriggerNode } from './tree';

export function watchedRef(word: RefNode['word'], trigger: TriggerNode | undefined, named: boolean): Affected | null {
  if (named || !trigger) return null;
  // "Whenever enchanted creature blocks or becomes blocked, put a +1/+1 counter on it": every event the attached permanent's.
  if (trigger.kind === 'triggers' && (word === 'it' || word === 'that creature')) {
    const attached = trigger.events.every((e) => e.kind === 'trigger' && e.event === 'attachedTo' && e.what !== 'dies' && e.what !== 'leaves');
    return attached ? { who: 'attached' } : null;
  }
  if (trigger.kind !== 'trigger') return null;
  // "Whenever equipped creature attacks, put a +1/+1 counter on it": the permanent still attached to (301.5, 303.4).
  if ((word === 'it' || word === 'that creature') && trigger.event === 'attachedTo' && trigger.what !== 'dies' && trigger.what !== 'leaves') return { who: 'attached' };
  if (word === 'it' || word === 'that creature') {
    if (trigger.event === 'creatureCombat' && trigger.what === 'attacks') return { who: 'eventObject' };
    // 122.6: the permanent the counters were put on.
    if (trigger.event === 'permanentCountersPut') return { who: 'eventObject' };
    // A creature entering: "it" is that permanent while it stays on the battlefield (400.7).
    if (trigger.event === 'permanentEnters' && trigger.permanents.length === 1 && trigger.permanents[0] === 'Creature') return { who: 'eventObject' };
  }
  // "Whenever a creature an opponent controls becomes tapped, ~ deals 1 damage to that creature / its controller."
  const controller = word === 'its controller' || word === "that permanent's controller";
  if (trigger.event === 'permanentDoes') {
    if (word === 'it' || word === 'that creature') return { who: 'eventObject' };
    if (controller || word === 'that player') return { who: 'eventPlayer' };
  }
  // The enchanted permanent's controller, the event's player when it blocks, becomes blocked or tapped (attachedEvents.ts).
  if (controller && trigger.event === 'attachedTo' && (trigger.what === 'blocks' || trigger.what === 'becomesBlocked' || trigger.what === 'becomesTapped')) return { who: 'eventPlayer' };
  // The player who gained or lost the life (119.3, 119.9).
  if (word === 'that player' && trigger.event === 'playerLife' && trigger.who === 'opponent') return { who: 'eventPlayer' };
  if (word === 'that player' && trigger.event === 'creatureCombat' && trigger.attacked === 'opponent') return { who: 'eventPlayer' };
  return null;
}
