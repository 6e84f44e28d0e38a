/**
 * The modified combat factor (§7.3, §7.4, §11.1): the basic factor against foot or mounted, then
 * every modifier that applies before the dice, each named so the event can show it.
 * @module
 */
import type { EdgeName } from '../../../../plane/base.js';
import { COMBAT_MODIFIERS as CM } from '../../data/combat.js';
import type { UnitStats } from '../../data/units.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, featuresUnder, isDifficult, statsOfUnit } from '../../query/geometry.js';
import { contactOf, onTable, type Combat } from './contacts.js';
import { hasHeight } from './height.js';
import { supportsFor } from './support.js';
import { isEdgeContact } from '../../../../plane/contact.js';

/** A factor and the terms that made it. */
export interface Factor {
  readonly value: number;
  readonly terms: ReadonlyArray<string>;
}

/** The edge of `x` in contact in this combat, and whether the enemy's front edge is the one against it. */
export function edgesIn(c: Combat, x: ArcaneUnit, enemy: ArcaneUnit): { mine: EdgeName; theirs: EdgeName } {
  if (c.kind === 'frontal') return { mine: 'front', theirs: 'front' };
  if (c.unit === x.id) {
    const k = contactOf(x, enemy);
    return { mine: 'front', theirs: isEdgeContact(k) ? k.edgeB : 'rear' };
  }
  const k = contactOf(enemy, x);
  return { mine: isEdgeContact(k) ? k.edgeB : 'rear', theirs: 'front' };
}

function onDifficult(state: ArcaneState, u: ArcaneUnit, s: UnitStats): boolean {
  return featuresUnder(state, baseOf(u)).some((f) => isDifficult(f.kind, s));
}

function wholly(state: ArcaneState, u: ArcaneUnit, kind: string): boolean {
  return featuresUnder(state, baseOf(u)).some((f) => f.kind === kind);
}

/** The friend aligned behind `x`: its front edge wholly against x's rear, facing the same way (§7.4.5, §9.2.2). */
export function alignedBehind(state: ArcaneState, x: ArcaneUnit): ArcaneUnit | null {
  for (const f of onTable(state)) {
    if (f.side !== x.side || f.id === x.id || state.shaken.includes(f.id)) continue;
    const c = contactOf(f, x);
    if (isEdgeContact(c) && c.edgeA === 'front' && c.edgeB === 'rear' && c.fullA && c.fullB) return f;
  }
  return null;
}

/**
 * Stack and Double Stack (§7.4.5, §11.1): +1 for a Stack unit with a rear rank of its own type
 * (or, against mounted, a Bw or Light foot), +2 for Double Stack with a rear rank of its own type
 * and both on open ground; in frontal or flank combat, not against Light enemies unless ruling
 * AW-R3 reads the figure.
 * @rule arcane-warfare 7.4.5
 * @rule arcane-warfare 11.1
 * @ruling AW-R3
 */
function stack(state: ArcaneState, x: ArcaneUnit, xs: UnitStats, es: UnitStats, c: Combat): Factor | null {
  if (c.kind === 'rear') return null;
  if (es.light && state.readings.stackVsLight === 'text') return null;
  const ch = xs.characteristics;
  if (!ch.includes('Stack') && !ch.includes('Double Stack')) return null;
  const behind = alignedBehind(state, x);
  if (behind === null) return null;
  const bs = statsOfUnit(behind);
  const same = bs.type.designation === xs.type.designation && bs.type.weight === xs.type.weight && bs.type.secondary === xs.type.secondary;
  if (ch.includes('Double Stack')) {
    if (same && !onDifficult(state, x, xs) && !onDifficult(state, behind, bs)) return { value: CM.doubleStack, terms: [`Double Stack behind (${behind.id}) +2`] };
    return null;
  }
  if (same || (es.mounted && !bs.mounted && (bs.type.designation === 'Bw' || bs.light))) return { value: CM.stack, terms: [`Stack behind (${behind.id}) +1`] };
  return null;
}

/**
 * The modified combat factor of `x` fighting `enemy` in combat `c`, before the dice (§7.3, §7.4,
 * §11.1): the basic factor against foot or mounted (§2.3, Light −1 already in it, §11.2),
 * direct support (§7.4.1), height (§7.4.2, §7.4.3), terrain (§7.4.4), Stack (§7.4.5), Fast Shot
 * foot against a mounted front edge (§7.4.6) and Charge (§11.1, ruling AW-R25).
 * @rule arcane-warfare 7.3
 * @rule arcane-warfare 7.4
 * @rule arcane-warfare 7.4.4
 * @rule arcane-warfare 7.4.6
 * @rule arcane-warfare 11.1
 * @ruling AW-R25
 */
export function combatFactor(state: ArcaneState, x: ArcaneUnit, enemy: ArcaneUnit, c: Combat, combats: ReadonlyArray<Combat>): Factor {
  const xs = statsOfUnit(x);
  const es = statsOfUnit(enemy);
  const terms: string[] = [];
  let v = es.mounted ? xs.vsMounted : xs.vsFoot;
  terms.push(`${es.mounted ? 'vs mounted' : 'vs foot'} ${v}`);
  const add = (n: number, why: string) => {
    v += n;
    terms.push(`${why} ${n > 0 ? '+' : ''}${n}`);
  };
  for (const s of supportsFor(state, x, enemy, combats)) add(CM.support, `${s.kind} by ${s.unit}`);
  const { mine, theirs } = edgesIn(c, x, enemy);
  if (mine === 'front' && hasHeight(state, baseOf(x), baseOf(enemy), theirs)) add(CM.height, 'height');
  const xDiff = onDifficult(state, x, xs);
  if (xs.mounted && xDiff) add(CM.mountedOnDifficult, 'mounted on difficult ground');
  if (xs.mounted && !xDiff && !es.mounted && onDifficult(state, enemy, es)) add(CM.mountedVsFootOnDifficult, 'mounted on open against foot on difficult ground');
  if (xs.mounted && !xDiff && es.type.designation === 'Cm' && es.type.weight !== 'H' && xs.type.designation !== 'Cm' && wholly(state, enemy, 'dunes')) add(CM.mountedVsFootOnDifficult, 'against camels in dunes');
  if (!xs.mounted && es.mounted && wholly(state, x, 'bua')) add(CM.footInBuaVsMounted, 'foot in a BUA against mounted');
  if (wholly(state, x, 'river')) add(CM.river, 'in a river');
  const st = stack(state, x, xs, es, c);
  if (st !== null) {
    v += st.value;
    terms.push(...st.terms);
  }
  if (xs.characteristics.includes('Fast Shot') && !xs.mounted && es.mounted && theirs === 'front') add(CM.fastShotVsMounted, 'Fast Shot foot against a mounted front');
  if (xs.characteristics.includes('Charge') && state.charged.includes(x.id) && es.closeOrder && !es.mounted) add(CM.charge, 'Charge');
  return { value: v, terms };
}
