// Counts the instructions of `node --single-threaded <file>` under valgrind (cachegrind, no cache
// simulation) and the plies it prints (`plies N`); `env` is added to the environment, `nodeFlags`
// go to node before the file.
import { spawn } from 'node:child_process';

export function count(file, args = [], env = {}, nodeFlags = []) {
  return new Promise((resolve, reject) => {
    const p = spawn('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, '--single-threaded', ...nodeFlags, file, ...args], { env: { ...process.env, ...env } });
    let text = '';
    p.stdout.on('data', (d) => (text += d));
    p.stderr.on('data', (d) => (text += d));
    p.on('close', () => {
      const ir = /I\s+refs:\s+([\d,]+)/.exec(text);
      const plies = /plies (\d+)/.exec(text);
      if (ir === null || plies === null) reject(new Error(`no count from valgrind:\n${text}`));
      else resolve({ ir: Number(ir[1].replace(/,/g, '')), plies: Number(plies[1]) });
    });
  });
}
