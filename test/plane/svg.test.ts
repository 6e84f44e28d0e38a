import { describe, expect, it } from 'vitest';
import { renderSvg } from '../../src/plane/index.js';

describe('renderSvg', () => {
  it('draws every base as a polygon plus a heavier front edge, flips y, and escapes labels', () => {
    const svg = renderSvg({
      title: 'a < b & "c"',
      bases: [
        { base: { x: 0, y: 0, heading: 90, width: 160, depth: 60 }, label: 'x<y' },
        { base: { x: 0, y: 200, heading: 270, width: 160, depth: 60 }, ghost: true },
      ],
      terrain: [{ id: 'wood', going: 'difficult', polygon: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }] }],
      paths: [{ points: [{ x: 0, y: 0 }, { x: 0, y: 100 }], arrow: true }],
      marks: [{ at: { x: 0, y: 0 }, label: 'pivot' }],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<polygon /g)).toHaveLength(3);
    expect(svg.match(/<line /g)).toHaveLength(2);
    expect(svg).toContain('a &lt; b &amp; &quot;c&quot;');
    expect(svg).toContain('x&lt;y');
    expect(svg).not.toContain('NaN');
    // The base facing +y (up the table) has its front edge nearer the top of the picture than its rear.
    const one = renderSvg({ bases: [{ base: { x: 0, y: 0, heading: 90, width: 160, depth: 60 } }] });
    const front = Number(/<line x1="[^"]+" y1="([^"]+)"/.exec(one)?.[1]);
    const points = (/<polygon points="([^"]+)"/.exec(one)?.[1] ?? '').split(' ').map((p) => Number(p.split(',')[1]));
    expect(points).toHaveLength(4);
    expect(front).toBeLessThan(points[2] as number); // rear-right corner is lower on the page
  });
  it('renders an empty scene without failing', () => {
    expect(renderSvg({ bases: [] })).toContain('</svg>');
  });
});
