// The rulesets build every element through elementAt (one literal, so one hidden class in V8):
// each builder must give what the spread it replaced gave, keys in the interface's order.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { roundElement, roundPose } from '../../../src/rulesets/dbx/bases.js';
import { elementAt, newElement, placedAs, type DbxElement } from '../../../src/rulesets/dbx/elements.js';
import { ELEMENT_KEYS } from './element-keys.js';


const num = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const anyElement: fc.Arbitrary<DbxElement> = fc.record({
  id: fc.string(),
  side: fc.constantFrom('a', 'b'),
  type: fc.constantFrom('Kn', 'Bd', 'Ps', 'CF'),
  command: fc.string(),
  general: fc.boolean(),
  camp: fc.boolean(),
  grade: fc.constantFrom(null, 'O'),
  irregular: fc.boolean(),
  status: fc.constantFrom('active' as const, 'destroyed' as const, 'lost' as const),
  lostHow: fc.constantFrom(null, 'fled'),
  x: num(-3000, 3000),
  y: num(-3000, 3000),
  heading: num(-720, 720),
  width: num(1, 400),
  depth: num(1, 400),
});
const anyBase = fc.record({ x: num(-3000, 3000), y: num(-3000, 3000), heading: num(0, 360), width: num(1, 400), depth: num(1, 400) });

describe('element builders', () => {
  test.prop([anyElement, anyBase])('elementAt and placedAs are the spreads they replace, in the one key order', (e, b) => {
    const at = elementAt(e, b.x, b.y, b.heading, b.width, b.depth);
    expect(at).toStrictEqual({ ...e, ...b });
    expect(Object.keys(at)).toEqual(ELEMENT_KEYS);
    expect(elementAt(e, b.x, b.y, b.heading)).toStrictEqual({ ...e, x: b.x, y: b.y, heading: b.heading });
    expect(placedAs(e, b)).toStrictEqual({ ...e, ...b });
  });

  test.prop([anyElement])('newElement copies any element into the one key order', (e) => {
    const shuffled = Object.fromEntries(Object.entries(e).reverse()) as unknown as DbxElement;
    const n = newElement(shuffled);
    expect(n).toStrictEqual({ ...e });
    expect(n).not.toBe(shuffled);
    expect(Object.keys(n)).toEqual(ELEMENT_KEYS);
  });

  test.prop([anyElement])('roundElement rounds as roundPose does', (e) => {
    const r = roundElement(e);
    expect(r).toStrictEqual(roundPose(e));
    expect(Object.keys(r)).toEqual(ELEMENT_KEYS);
  });
});
