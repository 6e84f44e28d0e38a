/**
 * Tactical move distances in paces: the most any front corner of an element may travel
 * (A:31-43). The sheet restates the 400p and 300p classes; 500p, 200p and 100p are NO CHANGE and
 * come from public 1.x sources where they exist.
 * @module
 */
import { guess, pub, sheet, type Row } from './provenance.js';
import type { DbaTroopType } from './troop-types.js';

/** Distances for one type: in good going, in bad going, and moving by road. */
export interface MoveClass {
  readonly good: number;
  readonly bad: number;
  readonly road: number;
}

const S400 = sheet('move-distances', 37);
const S300 = sheet('move-distances', 39);
const roadAny = 400;
const byRoad = (t: string) => `${t}: 400p by road, "any except light horse moving by road" (A:37)`;

/**
 * Move distance per type. `good` and `road` follow the sheet where it speaks; bad-going distances
 * for mounted and heavy foot are unknown in 1.x (the sheet only says the fast classes apply "in
 * good going", and names no heavy foot at all), so every row holding one is labelled a guess,
 * whatever the source of its other two numbers (ruling DBA-R12): `strict` refuses it until the
 * user's table supplies or confirms it.
 * @rule dba move-distances
 * @ruling DBA-R12
 */
export const MOVE_DISTANCES: Readonly<Record<DbaTroopType, Row<MoveClass>>> = {
  // LH 500p is public (DBA Online on 1.22) and the road rule leaves LH out (A:37); their bad-going
  // distance is a guess, so the row is one (ruling DBA-R12)
  LH: { value: { good: 500, bad: 200, road: 500 }, provenance: guess('500p in good going is OL-LH (DBA 1.22); by road the sheet leaves LH at 500p (A:37); 200p in bad going guessed') },
  Cv: { value: { good: 400, bad: 200, road: roadAny }, provenance: guess('400p in good going and by road is the sheet (A:37); 200p in bad going guessed (sheet only says the 400p class is for good going)') },
  Cm: { value: { good: 400, bad: 200, road: roadAny }, provenance: guess('400p good going/road from the sheet (A:37); bad going 200p guessed') },
  SCh: { value: { good: 400, bad: 200, road: roadAny }, provenance: guess('400p good going/road from the sheet (A:37); bad going 200p guessed') },
  Kn: { value: { good: 300, bad: 200, road: roadAny }, provenance: guess('300p in good going (A:39), 400p by road (A:37) from the sheet; bad going 200p guessed') },
  El: { value: { good: 300, bad: 200, road: roadAny }, provenance: guess('300p in good going (A:39), 400p by road (A:37) from the sheet; bad going 200p guessed') },
  Ax: { value: { good: 300, bad: 300, road: roadAny }, provenance: S300 },
  Ps: { value: { good: 300, bad: 300, road: roadAny }, provenance: S300 },
  Sp: { value: { good: 200, bad: 200, road: roadAny }, provenance: guess('heavy foot 200p in good going is OL-Ax (DBA 1.22: auxilia 300p are 1.5x heavy foot); road 400p from the sheet (A:37); bad going unknown, 200p guessed (ruling DBA-R12)') },
  Pk: { value: { good: 200, bad: 200, road: roadAny }, provenance: guess('heavy foot 200p in good going is OL-Ax (DBA 1.22: auxilia 300p are 1.5x heavy foot); road 400p from the sheet (A:37); bad going unknown, 200p guessed (ruling DBA-R12)') },
  Bd: { value: { good: 200, bad: 200, road: roadAny }, provenance: guess('heavy foot 200p in good going is OL-Ax (DBA 1.22: auxilia 300p are 1.5x heavy foot); road 400p from the sheet (A:37); bad going unknown, 200p guessed (ruling DBA-R12)') },
  Bw: { value: { good: 200, bad: 200, road: roadAny }, provenance: guess('"(omit bows)" on the 300p line (A:39) moves bows down, presumably to 200p; road 400p (A:37)') },
  Wb: { value: { good: 200, bad: 200, road: roadAny }, provenance: guess('warband are not named on the 300p line (A:39), so not 300p; 200p assumed; road 400p (A:37)') },
  WWg: { value: { good: 200, bad: 100, road: roadAny }, provenance: guess('OL-WWg: war wagons move as heavy foot (200p); 100p in bad going guessed; 400p by road per the transcribed sheet (ruling DBA-R2)') },
  Art: { value: { good: 200, bad: 100, road: roadAny }, provenance: guess('artillery 200p assumed (heavy class); 100p in bad going guessed; 400p by road per the transcribed sheet (ruling DBA-R2)') },
  CF: { value: { good: 0, bad: 0, road: 0 }, provenance: guess('camp followers garrison the camp and do not move') },
};

/** The two sheet statements the table above follows, for tests and docs. */
export const MOVE_SHEET_LINES = { fast: S400, medium: S300, byRoad: byRoad('any') } as const;
