/**
 * A progress bar on stderr with the rate and the time left. It appears only once a run has
 * taken longer than `delayMs` (a second by default), only on a terminal unless forced, and
 * never on stdout, so piped results stay clean. Off a terminal (a CI log) it prints one line per
 * tenth of the run at most.
 */
export class Progress {
  private readonly start = Date.now();
  private done = 0;
  private shown = false;
  private lastDraw = 0;
  /** Off a terminal, the last tenth of the run a line was printed for (a log gets ten lines at most). */
  private lastTenth = 0;

  constructor(
    private readonly total: number,
    private readonly write: (text: string) => void,
    private readonly opts: { readonly enabled: boolean; readonly tty: boolean; readonly delayMs: number },
  ) {}

  /** Records `n` more games done and redraws when due. */
  advance(n: number): void {
    this.done += n;
    if (!this.opts.enabled) return;
    const now = Date.now();
    if (now - this.start < this.opts.delayMs) return;
    if (!this.opts.tty) {
      const tenth = this.total === 0 ? 10 : Math.floor((10 * this.done) / this.total);
      if (tenth <= this.lastTenth) return;
      this.lastTenth = tenth;
    } else if (this.shown && now - this.lastDraw < 100 && this.done < this.total) return;
    this.lastDraw = now;
    this.shown = true;
    this.write(`${this.opts.tty ? '\r' : ''}${this.line(now)}${this.opts.tty ? '' : '\n'}`);
  }

  /** Ends the bar's line (if one was drawn). */
  finish(): void {
    if (this.shown && this.opts.tty) this.write('\n');
  }

  private line(now: number): string {
    const secs = Math.max(1e-3, (now - this.start) / 1000);
    const rate = this.done / secs;
    const frac = this.total === 0 ? 1 : this.done / this.total;
    const width = 24;
    const filled = Math.round(frac * width);
    const left = rate > 0 ? (this.total - this.done) / rate : Infinity;
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.done}/${this.total} games ${(100 * frac).toFixed(0)}% · ${formatRate(rate)} games/s · ETA ${formatSeconds(left)}`;
  }
}

/** A time left: `42s`, `9m05s`, `2h07m` (rounded up to the whole second first, so never `10m60s`). */
export function formatSeconds(s: number): string {
  if (!Number.isFinite(s) || s < 0) return '?';
  const whole = Math.ceil(s);
  if (whole < 60) return `${whole}s`;
  const m = Math.floor(whole / 60);
  return m < 60 ? `${m}m${String(whole % 60).padStart(2, '0')}s` : `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

/** A rate with the precision it deserves: `0.84`, `8.4`, `84`. */
export function formatRate(r: number): string {
  return r < 1 ? r.toFixed(2) : r < 10 ? r.toFixed(1) : r.toFixed(0);
}
