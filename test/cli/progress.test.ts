import { describe, expect, it } from 'vitest';
import { formatRate, formatSeconds, Progress } from '../../src/cli/progress.js';

describe('the progress bar', () => {
  it('writes time left rounded up to whole seconds, never "10m60s"', () => {
    expect(formatSeconds(0.2)).toBe('1s');
    expect(formatSeconds(59.5)).toBe('1m00s');
    expect(formatSeconds(659.4)).toBe('11m00s');
    expect(formatSeconds(545)).toBe('9m05s');
    expect(formatSeconds(7620)).toBe('2h07m');
    expect(formatSeconds(Infinity)).toBe('?');
  });

  it('gives slow rates their decimals', () => {
    expect(formatRate(0.843)).toBe('0.84');
    expect(formatRate(1.26)).toBe('1.3');
    expect(formatRate(84.4)).toBe('84');
  });

  it('stays silent for the first delay, then draws on stderr with rate and time left', () => {
    const lines: string[] = [];
    const quiet = new Progress(10, (t) => lines.push(t), { enabled: true, tty: false, delayMs: 60_000 });
    quiet.advance(5);
    quiet.finish();
    expect(lines).toEqual([]);
    const bar = new Progress(10, (t) => lines.push(t), { enabled: true, tty: false, delayMs: 0 });
    bar.advance(4);
    expect(lines[0]).toMatch(/^\[#{10}\.{14}\] 4\/10 games 40% · [\d.]+ games\/s · ETA (\d+s|\d+m\d\ds|\?)\n$/);
  });

  it('off a terminal, prints one line per tenth of the run at most (a CI log stays short)', () => {
    const lines: string[] = [];
    const bar = new Progress(1000, (t) => lines.push(t), { enabled: true, tty: false, delayMs: 0 });
    for (let i = 0; i < 1000; i++) bar.advance(1);
    bar.finish();
    expect(lines).toHaveLength(10);
    expect(lines.map((l) => /(\d+)\/1000/.exec(l)![1])).toEqual(['100', '200', '300', '400', '500', '600', '700', '800', '900', '1000']);
  });
});
