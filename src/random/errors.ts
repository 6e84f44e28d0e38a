/** A misuse of the random module: bad arguments, an empty deck, a scripted source run dry. */
export interface RandomError {
  readonly kind: 'random-error';
  readonly code: 'bad-seed' | 'bad-range' | 'bad-count' | 'duplicate-card' | 'bad-card' | 'empty-deck' | 'bad-option' | 'script-fault';
  readonly message: string;
}

/** Builds a {@link RandomError}. */
export function randomError(code: RandomError['code'], message: string): RandomError {
  return { kind: 'random-error', code, message };
}
