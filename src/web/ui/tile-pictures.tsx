import type { ReactElement } from 'react';

/**
 * Line drawings for choice tiles, by the option's `icon` name (content/flows or the runner's built-in options). The
 * words on the tile say the same, so the picture is decoration for screen readers; it helps a resident who knows
 * their roof by its shape rather than its name (issue 22.12: the roof tiles had no pictures).
 */
const ROOF_WALLS = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinejoin: 'round' } as const;
const ROOF_LINE = { fill: 'none', stroke: 'currentColor', strokeWidth: 6, strokeLinecap: 'round' } as const;

const PICTURES: Record<string, ReactElement> = {
  'roof-flat': (
    <>
      <path d="M16 70 V30 H64 V70 Z" {...ROOF_WALLS} />
      <path d="M10 27 H70" {...ROOF_LINE} />
      <path d="M34 70 V54 H46 V70" {...ROOF_WALLS} />
    </>
  ),
  'roof-mono-pitch': (
    <>
      <path d="M16 70 V40 L64 24 V70 Z" {...ROOF_WALLS} />
      <path d="M10 42 L70 22" {...ROOF_LINE} />
      <path d="M34 70 V54 H46 V70" {...ROOF_WALLS} />
    </>
  ),
  'roof-gable': (
    <>
      <path d="M16 70 V42 L40 18 L64 42 V70 Z" {...ROOF_WALLS} />
      <path d="M10 46 L40 14 L70 46" {...ROOF_LINE} />
      <path d="M34 70 V54 H46 V70" {...ROOF_WALLS} />
    </>
  ),
};

/** The tile's picture, or nothing for an icon name without a drawing. */
export function TilePicture({ icon }: { icon: string }) {
  const picture = PICTURES[icon];
  if (!picture) return null;
  return (
    <svg className="bw-tile__picture" viewBox="0 0 80 76" aria-hidden="true" focusable="false">
      {picture}
    </svg>
  );
}
