/**
 * Troop selectors: the sheet's tables name troops the way players write them ("Sp, Pk, Bd, Ax",
 * "Mounted not Kn (X)", "Reg Ax (S)"), and the library keeps them that way in its data so a row
 * reads like the sheet. A selector is a list of tokens: `[!][Reg |Irr ]Name[(G/G)]`, where Name
 * is a troop type or a family (Any, Mounted, Foot, Naval, Train, Light) and `!` excludes. A kind
 * matches when some positive token matches and no excluding token does (a list of exclusions
 * only, e.g. `['!Ps']`, means "any but").
 * @module
 */
import { DBMM_FOOT, DBMM_GRADES, DBMM_MOUNTED, DBMM_NAVAL, DBMM_TROOP_TYPES, isLightTroops, isTrain, type DbmmDrill, type DbmmGrade, type DbmmTroopKind, type DbmmTroopType } from './troop.js';

/** The families a selector may name besides the troop types. */
export const SELECTOR_FAMILIES = ['Any', 'Mounted', 'Foot', 'Naval', 'Train', 'Light'] as const;

/** A parsed token. */
export interface SelectorToken {
  readonly exclude: boolean;
  readonly drill: DbmmDrill | null;
  readonly name: DbmmTroopType | (typeof SELECTOR_FAMILIES)[number];
  /** Grades the token is limited to, or `null` for any grade. */
  readonly grades: ReadonlyArray<DbmmGrade> | null;
}

const TOKEN = /^(!)?(?:(Reg|Irr) )?([A-Za-z]+)(?: ?\(([SOIFX](?:\/[SOIFX])*)\))?$/;
const NAMES = new Set<string>([...DBMM_TROOP_TYPES, ...SELECTOR_FAMILIES]);

/** Parses one token, or `null` when it is not one (the data tests check every token parses). */
export function parseToken(token: string): SelectorToken | null {
  const m = TOKEN.exec(token);
  if (m === null || !NAMES.has(m[3]!)) return null;
  const grades = m[4] === undefined ? null : (m[4].split('/') as DbmmGrade[]);
  if (grades !== null && !grades.every((g) => (DBMM_GRADES as ReadonlyArray<string>).includes(g))) return null;
  return { exclude: m[1] === '!', drill: m[2] === 'Reg' ? 'reg' : m[2] === 'Irr' ? 'irr' : null, name: m[3] as SelectorToken['name'], grades };
}

function nameMatches(name: SelectorToken['name'], k: DbmmTroopKind): boolean {
  switch (name) {
    case 'Any':
      return true;
    case 'Mounted':
      return DBMM_MOUNTED.has(k.type);
    case 'Foot':
      return DBMM_FOOT.has(k.type);
    case 'Naval':
      return DBMM_NAVAL.has(k.type);
    case 'Train':
      return isTrain(k);
    case 'Light':
      return isLightTroops(k.type);
    default:
      return name === k.type;
  }
}

function tokenMatches(t: SelectorToken, k: DbmmTroopKind): boolean {
  return nameMatches(t.name, k) && (t.drill === null || t.drill === k.drill) && (t.grades === null || t.grades.includes(k.grade));
}

/** Whether troop kind `k` is one the selector names. Unparseable tokens never match. */
export function matches(selector: ReadonlyArray<string>, k: DbmmTroopKind): boolean {
  let positive = false;
  let any = false;
  for (const raw of selector) {
    const t = parseToken(raw);
    if (t === null) continue;
    if (t.exclude) {
      if (tokenMatches(t, k)) return false;
    } else {
      positive = true;
      if (tokenMatches(t, k)) any = true;
    }
  }
  return positive ? any : true;
}
