/**
 * Errors of the plane module. Every public function that takes bases, tolerances or programs
 * validates them and returns `Left(PlaneError)` instead of throwing.
 * @module
 */

/** Why a geometry call was refused. `path` names the offending input (e.g. `mover.width`, `program[2].step`). */
export interface PlaneError {
  readonly kind: 'plane-error';
  readonly code:
    | 'bad-base'
    | 'bad-point'
    | 'bad-tolerance'
    | 'bad-policy'
    | 'bad-step'
    | 'unknown-step'
    | 'bad-relation'
    | 'bad-align'
    | 'bad-terrain'
    | 'bad-argument'
    | 'unknown-id';
  readonly path: string;
  readonly message: string;
}

/** Builds a {@link PlaneError}. */
export function planeError(code: PlaneError['code'], path: string, message: string): PlaneError {
  return { kind: 'plane-error', code, path, message };
}

/** Renders any value for an error message without ever throwing. */
export function show(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (value === undefined) return 'undefined';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
