/**
 * Who may pass through which friends during a move impulse (§6.13).
 * @module
 */
import { UNITS_TABLE, type UnitStats } from '../../data/units.js';

function facing(a: number, b: number): 'same' | 'opposite' | 'other' {
  const d = (((a - b) % 360) + 360) % 360;
  if (d < 1e-6 || d > 360 - 1e-6) return 'same';
  if (Math.abs(d - 180) < 1e-6) return 'opposite';
  return 'other';
}

/**
 * True when a unit may pass through a friend during its move impulse (§6.13): in any direction,
 * mounted through Light foot, Light foot through all foot and Light mounted, close-order foot
 * through Light foot; facing exactly the same or the opposite way, Light mounted through all foot
 * but War Wagons; facing exactly the same way, close-order foot through Bw or Cb and mounted
 * through Light mounted, Bw, Cb, Ed and Sp. (The "single rank" condition on foot passing Bw or Cb
 * is not checked yet.)
 * @rule arcane-warfare 6.13
 */
export function mayPass(mover: UnitStats, moverHeading: number, friend: UnitStats, friendHeading: number): boolean {
  const f = facing(moverHeading, friendHeading);
  const friendFoot = !friend.mounted;
  const d = friend.type.designation;
  if (mover.mounted && friendFoot && friend.light) return true;
  if (!mover.mounted && mover.light && (friendFoot || friend.light)) return true;
  if (!mover.mounted && mover.closeOrder && friendFoot && friend.light) return true;
  if (mover.mounted && mover.light && friendFoot && d !== 'WW' && f !== 'other') return true;
  if (f === 'same') {
    if (!mover.mounted && mover.closeOrder && (d === 'Bw' || d === 'Cb') && friendFoot) return true;
    if (mover.mounted && ((friend.mounted && friend.light) || d === 'Bw' || d === 'Cb' || d === 'Ed' || d === 'Sp')) return true;
  }
  void UNITS_TABLE;
  return false;
}
