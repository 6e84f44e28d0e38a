import { describe, expect, it } from 'vitest';
import { runProgram, type MoveStep } from '../../../src/rulesets/dbx/moves.js';
import { newMoveScratch } from '../../../src/rulesets/dbx/scratch.js';

describe("runProgram keeps its last single-element run in the call's workspace", () => {
  const base = { x: 1000, y: 1000, heading: 90, width: 160, depth: 40 };
  it('gives the same run for the same element and an equal program, with one scratch', () => {
    const scratch = newMoveScratch();
    const a = runProgram([base], [{ kind: 'forward', distance: 120 }], 40, scratch);
    const b = runProgram([base], [{ kind: 'forward', distance: 120 }], 40, scratch);
    expect(b).toBe(a);
  });
  it('remembers nothing without a scratch', () => {
    const a = runProgram([base], [{ kind: 'forward', distance: 120 }]);
    const b = runProgram([base], [{ kind: 'forward', distance: 120 }]);
    expect(b).not.toBe(a);
    expect(b).toEqual(a);
  });
  it('answers afresh when the caller changes its program array in place', () => {
    const scratch = newMoveScratch();
    const steps: MoveStep[] = [{ kind: 'forward', distance: 120 }];
    const first = runProgram([base], steps, 40, scratch);
    steps[0] = { kind: 'forward', distance: 60 };
    const second = runProgram([base], steps, 40, scratch);
    expect(second?.finals[0]?.y).toBeCloseTo(1060, 6);
    expect(first?.finals[0]?.y).toBeCloseTo(1120, 6);
  });
});
