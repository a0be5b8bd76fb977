// Version 2's workbench edits in a scenario document (SCENARIO.md, "New actions"): marked damage,
// summoning sickness, the turn, players joining or leaving, attaching and control. Read here and put in the engine's
// terms here, so an export of a game with these edits made during play replays it.
import type { Action, GameState } from '../engine';
import { ScenarioError } from './errors';
import { playerByName, resolveRef, type Labels } from './refs';
import type { EditOp } from './types';
import { bool, int, opt, record, text, type Json } from './validate';
import { positionStep } from './positionStep';

export const WORKBENCH_EDIT_OPS = ['damage', 'sick', 'turn', 'addPlayer', 'removePlayer', 'trigger', 'face', 'attach', 'control'] as const;
export type WorkbenchEditOp = (typeof WORKBENCH_EDIT_OPS)[number];
export type WorkbenchEdit = Extract<EditOp, { op: WorkbenchEditOp }>;

export function isWorkbenchEdit(op: unknown): op is WorkbenchEditOp {
  return (WORKBENCH_EDIT_OPS as readonly unknown[]).includes(op);
}

/** One of these edits as the document writes it, each field checked as version 1's edits are. */
export function parseWorkbenchEdit(v: Json, path: string, op: WorkbenchEditOp): WorkbenchEdit {
  const base = ['do', 'op', 'expectError'];
  const need = (o: Record<string, Json>, k: string) => {
    if (o[k] === undefined) throw new ScenarioError(`${path}.${k}`, `is required for the edit "${op}"`);
    return o[k];
  };
  switch (op) {
    case 'damage': {
      const o = record(v, path, [...base, 'object', 'damage']);
      return { op, object: text(need(o, 'object'), `${path}.object`), damage: int(need(o, 'damage'), `${path}.damage`, 0, 1_000_000) };
    }
    case 'sick': {
      const o = record(v, path, [...base, 'object', 'sick']);
      return { op, object: text(need(o, 'object'), `${path}.object`), sick: bool(need(o, 'sick'), `${path}.sick`) };
    }
    case 'turn': {
      const o = record(v, path, [...base, 'active', 'step', 'number']);
      const step = opt(o, 'step', path, (s, p) => positionStep(s, p));
      return {
        op,
        ...(o.active !== undefined ? { active: text(o.active, `${path}.active`) } : {}),
        ...(step !== undefined ? { step } : {}),
        ...(o.number !== undefined ? { number: int(o.number, `${path}.number`, 1, 1_000_000) } : {}),
      };
    }
    case 'addPlayer': {
      const o = record(v, path, [...base, 'name']);
      return { op, name: text(need(o, 'name'), `${path}.name`, 40) };
    }
    case 'removePlayer': {
      const o = record(v, path, [...base, 'player']);
      return { op, player: text(need(o, 'player'), `${path}.player`) };
    }
    case 'face': {
      const o = record(v, path, [...base, 'object', 'face']);
      return { op, object: text(need(o, 'object'), `${path}.object`), face: int(need(o, 'face'), `${path}.face`, 0, 10) };
    }
    case 'trigger': {
      const o = record(v, path, [...base, 'source', 'ability']);
      return { op, source: text(need(o, 'source'), `${path}.source`), ability: int(need(o, 'ability'), `${path}.ability`, 0, 1000) };
    }
    case 'attach': {
      // `"to": null` unattaches: the field is required, and null is its one value that isn't a reference.
      const o = record(v, path, [...base, 'object', 'to']);
      if (!('to' in o)) throw new ScenarioError(`${path}.to`, 'is required for the edit "attach" (null to unattach)');
      return { op, object: text(need(o, 'object'), `${path}.object`), to: o.to === null ? null : text(o.to, `${path}.to`) };
    }
    case 'control': {
      const o = record(v, path, [...base, 'object', 'player']);
      return { op, object: text(need(o, 'object'), `${path}.object`), player: text(need(o, 'player'), `${path}.player`) };
    }
  }
}

/** The engine's edit for one of these, its references resolved against the game now. */
export function workbenchEditAction(s: GameState, a: WorkbenchEdit, path: string, labels: Labels): Action {
  switch (a.op) {
    case 'damage':
      return { type: 'edit', op: 'damage', object: resolveRef(s, a.object, `${path}.object`, labels), damage: a.damage };
    case 'sick':
      return { type: 'edit', op: 'sick', object: resolveRef(s, a.object, `${path}.object`, labels), sick: a.sick };
    case 'turn':
      return {
        type: 'edit',
        op: 'turn',
        ...(a.active !== undefined ? { active: playerByName(s, a.active, `${path}.active`) } : {}),
        ...(a.step !== undefined ? { step: a.step } : {}),
        ...(a.number !== undefined ? { number: a.number } : {}),
      };
    case 'addPlayer':
      return { type: 'edit', op: 'addPlayer', name: a.name };
    case 'removePlayer':
      return { type: 'edit', op: 'removePlayer', player: playerByName(s, a.player, `${path}.player`) };
    case 'face':
      return { type: 'edit', op: 'face', object: resolveRef(s, a.object, `${path}.object`, labels), face: a.face };
    case 'trigger':
      return { type: 'edit', op: 'trigger', source: resolveRef(s, a.source, `${path}.source`, labels), ability: a.ability };
    case 'attach':
      return { type: 'edit', op: 'attach', object: resolveRef(s, a.object, `${path}.object`, labels), to: a.to === null ? null : resolveRef(s, a.to, `${path}.to`, labels) };
    case 'control':
      return { type: 'edit', op: 'control', object: resolveRef(s, a.object, `${path}.object`, labels), player: playerByName(s, a.player, `${path}.player`) };
  }
}
