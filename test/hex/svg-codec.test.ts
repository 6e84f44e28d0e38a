import { describe, expect, test } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../../src/core/index.js';
import { directionCodec, facingCodec, hex, hexCodec, layout, neighbors, renderSvg, vertex, hexside } from '../../src/hex/index.js';

describe('renderSvg', () => {
  test('is deterministic, escapes text and draws every layer', () => {
    const scene = {
      layout: layout('flat', 20),
      title: 'a <b> & "c"',
      hexes: [{ hex: hex(0, 0), fill: '#fff', label: 'x<y', sublabel: '0,0' }, ...neighbors(hex(0, 0)).map((h) => ({ hex: h }))],
      sides: [{ side: hexside(hex(0, 0), 1), stroke: 'red' }],
      segments: [{ from: hex(0, 0), to: hex(1, 0), stroke: 'black', dash: '2 2', offset: 3 }],
      paths: [{ hexes: [hex(0, 0), hex(1, -1)], stroke: 'blue', arrow: true }],
      vertices: [{ vertex: vertex(hex(0, 0), 2), fill: 'green' }],
      units: [{ hex: hex(0, 0), facing: 3 as const, label: 'HI' }],
      texts: [{ at: { x: 0, y: 80 }, text: 'note', anchor: 'middle' as const }],
    };
    const a = renderSvg(scene);
    expect(renderSvg(scene)).toBe(a);
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(a).toContain('<title>a &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(a).toContain('x&lt;y');
    expect(a.match(/<polygon /g)).toHaveLength(7);
    for (const tag of ['<line ', '<polyline ', '<circle ', '<rect ', 'marker-end="url(#arrow)"', 'stroke-dasharray="2 2"']) expect(a).toContain(tag);
    expect(a).not.toMatch(/NaN|undefined/);
  });
  test('an empty scene is still a valid document', () => {
    expect(renderSvg({ layout: layout('pointy', 10), hexes: [] })).toMatch(/^<svg[^]*<\/svg>\n$/);
  });
});

describe('codecs', () => {
  test('hexCodec decodes integers and names the path of bad input', () => {
    expect(decode(hexCodec, { q: 1, r: -2, x: 1 })).toEqual(E.right({ q: 1, r: -2 }));
    const bad = decode(hexCodec, { q: 1.5, r: 0 });
    expect(E.isLeft(bad)).toBe(true);
    expect(hexCodec.encode(hex(3, 4))).toEqual({ q: 3, r: 4 });
    expect(E.isRight(decode(directionCodec, 5))).toBe(true);
    expect(E.isLeft(decode(directionCodec, 6))).toBe(true);
    expect(E.isLeft(decode(facingCodec, -1))).toBe(true);
  });
});
