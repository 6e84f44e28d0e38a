// legalCommands is exact in one direction: every listed command is accepted by apply, in every
// phase reached by random play (checked exhaustively on sampled states); and the command codec
// round-trips every listed command.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { commandCodec, dawnOfBattle, type DobState } from '../../../src/dawn-of-battle/index.js';
import { playExampleRandomly } from './fixtures.js';

function sampledStates(games: number, every: number): DobState[] {
  const out: DobState[] = [];
  for (let g = 0; g < games; g++) {
    playExampleRandomly(`legal-${g}`, `legal-agent-${g}`, 3000, (s, _cmds, ply) => {
      if (ply % every === 0) out.push(s);
    });
  }
  return out;
}

describe('legalCommands', () => {
  it('every listed command is accepted, in every phase reached', () => {
    const phases = new Set<string>();
    let checked = 0;
    for (const s of sampledStates(6, 7)) {
      const kind = s.phase.kind === 'action' && s.phase.activation !== null ? `activation:${s.phase.activation.kind}:${s.phase.activation.action}` : s.phase.kind;
      phases.add(kind);
      for (const c of dawnOfBattle.legalCommands(s)) {
        const r = dawnOfBattle.apply(s, c);
        if (E.isLeft(r)) throw new Error(`${kind}: ${JSON.stringify(c)} refused: ${r.left.message}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    for (const k of ['initiative', 'initiativeBid', 'placeLeaders', 'action', 'turnEnd']) expect(phases.has(k)).toBe(true);
  });

  it('the command codec round-trips every listed command', () => {
    for (const s of sampledStates(2, 5)) {
      for (const c of dawnOfBattle.legalCommands(s)) {
        const back = commandCodec.decode(JSON.parse(JSON.stringify(commandCodec.encode(c))));
        expect(E.isRight(back) && back.right).toEqual(c);
      }
    }
  });
});
