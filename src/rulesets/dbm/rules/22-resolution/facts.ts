/**
 * Gathers the facts of one side of a DBM fight from the state (p.21-22): the two elements with
 * the grades they count, their going, the ranks behind them, the enemies on their flanks, and the
 * circumstances the tactical factors name. The geometric facts are computed only if a row asks.
 * @module
 */
import { centreOf, type Point } from '../../../../plane/base.js';
import { pointInPolygon } from '../../../../plane/polygon.js';
import { baseInPolygon } from '../../../dbx/bases.js';
import { contiguousBehind, frontContactsOn } from '../../../dbx/contact.js';
import { lazy } from '../../../dbx/factors.js';
import type { DbxElement } from '../../../dbx/elements.js';
import { DBM_MOUNTED, DBM_NAVAL } from '../../data/troops.js';
import type { DbmFighter, DbmFightFacts, DbmGoing, DbmRank } from '../../model/fight.js';
import type { DbmState } from '../../model/state.js';
import { goingMet } from '../17-tactical-moves/going.js';
import { flankThreats } from '../21a-close-combat/contacts.js';
import { gradeInFight } from '../22a-grading/grade.js';

/** The circumstances of a fight the caller knows: kind, role, aiding shooters. */
export interface FightSetting {
  /** Close combat or shooting. */
  readonly kind: 'close-combat' | 'shooting';
  /** The part the element plays in it. */
  readonly role: DbmFightFacts['role'];
  /** Shooters aiding against the element (at most 2 count). */
  readonly aidingAgainst: number;
}

/** The going under an element. */
export function goingOf(state: DbmState, e: DbxElement): DbmGoing {
  const g = goingMet([e], state.terrain).going;
  return g === 'rough' || g === 'difficult' ? g : 'good';
}

function inKind(state: DbmState, p: Point, kinds: ReadonlyArray<string>): string | null {
  for (const f of state.terrain) if (kinds.includes(f.kind) && pointInPolygon(p, f.polygon)) return f.id;
  return null;
}

/** True when `command` is demoralised (p.25a). */
export function commandDemoralised(state: DbmState, command: string | null): boolean {
  return command !== null && state.morale.demoralised.includes(command);
}

function touchesExp(state: DbmState, e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  return frontContactsOn(e, all).some((c) => state.troops[c.attacker]?.type === 'Exp');
}

function fighter(state: DbmState, e: DbxElement, opp: DbxElement, s: FightSetting, all: ReadonlyArray<DbxElement>, shotAt: boolean): DbmFighter {
  const t = state.troops[e.id]!;
  const o = state.troops[opp.id]!;
  return {
    id: e.id,
    type: t.type,
    grade: gradeInFight(t.type, t.grade, { kind: s.kind, shotAt, oppType: o.type, oppGrade: o.grade }),
    listedGrade: t.grade,
    mounted: DBM_MOUNTED.has(t.type),
    naval: DBM_NAVAL.has(t.type),
    general: t.general !== null,
    command: t.command,
    demoralised: commandDemoralised(state, t.command),
    going: goingOf(state, e),
    chariot: t.flags.chariot,
    doubleRear: t.rear === null ? null : { type: t.rear.type, grade: t.rear.grade },
    inWood: state.terrain.some((f) => (f.kind === 'wood' || f.kind === 'orchard') && baseInPolygon(e, f.polygon)),
    touchesExpendables: touchesExp(state, e, all),
  };
}

/**
 * The ranks behind `e`: each the friend of its side contiguous behind the one before, facing
 * the same way, up to the 4th rank.
 * @rule dbm p.22 L1748-1750
 */
export function ranksBehind(state: DbmState, e: DbxElement, all: ReadonlyArray<DbxElement>): DbmRank[] {
  const out: DbmRank[] = [];
  let at = e;
  for (let i = 0; i < 3; i++) {
    const next = contiguousBehind(at, all).find((b) => b.side === e.side);
    if (next === undefined) break;
    const t = state.troops[next.id]!;
    out.push({ id: next.id, type: t.type, grade: t.grade, command: t.command, going: goingOf(state, next), chariot: t.flags.chariot, touchesExpendables: touchesExp(state, next, all) });
    at = next;
  }
  return out;
}

function movedThisBound(state: DbmState, id: string): boolean {
  const m = state.boundMoves;
  return m !== null && m.bound === state.bound && (m.tactical.includes(id) || (m.marches[id] ?? 0) > 0);
}

/**
 * The facts of `me` fighting `opp`. `all` is the list of active elements of this position.
 * @rule dbm p.22 L1702-1827
 * @ruling DBM-R33
 */
export function dbmFightFacts(state: DbmState, me: DbxElement, opp: DbxElement, s: FightSetting, all: ReadonlyArray<DbxElement>): DbmFightFacts {
  const shotAt = s.kind === 'shooting' && s.role !== 'shooter';
  const oppShotAt = s.kind === 'shooting' && s.role !== 'target';
  const typeOf = (id: string) => state.troops[id]?.type ?? '';
  const myCentre = centreOf(me);
  const oppCentre = centreOf(opp);
  const hill = state.config.upslope === 'off' ? null : inKind(state, myCentre, ['gentle-hill', 'steep-hill']);
  // a gully's slopes count as a hill's: the element outside it is upslope of one in it (p.12, L942)
  const oppGully = state.config.upslope === 'off' ? null : inKind(state, oppCentre, ['gully']);
  const upslope = (hill !== null && inKind(state, oppCentre, ['gentle-hill', 'steep-hill']) !== hill) || (oppGully !== null && inKind(state, myCentre, ['gully']) !== oppGully);
  const oppRole: DbmFightFacts['role'] = s.role === 'shooter' ? 'target' : s.role === 'target' ? 'shooter' : s.role;
  return {
    kind: s.kind,
    role: s.role,
    me: fighter(state, me, opp, s, all, shotAt),
    opp: fighter(state, opp, me, { ...s, role: oppRole }, all, oppShotAt),
    ranks: lazy(() => ranksBehind(state, me, all)),
    oppRanks: lazy(() => ranksBehind(state, opp, all)),
    flankThreats: lazy(() =>
      s.kind === 'close-combat' ? flankThreats(me, opp, all, typeOf).map((t) => (t.where === 'rear' ? `${t.id} on its rear` : `${t.where} flank ${t.how === 'overlap' ? 'overlapped' : 'contacted'} by ${t.id}`)) : [],
    ),
    aidingAgainst: s.aidingAgainst,
    movedThisBound: movedThisBound(state, me.id),
    upslope,
    riverBank: s.kind === 'close-combat' && inKind(state, oppCentre, ['river']) !== null && inKind(state, myCentre, ['river']) === null,
  };
}
