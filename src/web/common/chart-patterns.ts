/**
 * Fills of the charts: a colour and a pattern each, so slices differ in greyscale and for colour-blind eyes too.
 * The colours step in lightness; the CSS swatches in the lists (.bw-swatch--N in ui/shell.css) draw the same.
 */
export const CHART_PATTERNS = [
  { colour: '#1f5f99', kind: 'solid' },
  { colour: '#e8a33d', kind: 'diagonal' },
  { colour: '#7cc4a4', kind: 'dots' },
  { colour: '#8c3b6b', kind: 'horizontal' },
  { colour: '#cfd8e3', kind: 'cross' },
  { colour: '#4d7a2a', kind: 'vertical' },
  { colour: '#f2d35b', kind: 'grid' },
] as const;

const cache = new Map<number, CanvasPattern | string>();

/** A canvas pattern for chart.js; the plain colour where a canvas is not available. */
export function chartFill(index: number): CanvasPattern | string {
  const spec = CHART_PATTERNS[index % CHART_PATTERNS.length]!;
  const cached = cache.get(index);
  if (cached) return cached;
  const size = 10;
  const canvas = typeof document === 'undefined' ? null : document.createElement('canvas');
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return spec.colour;
  canvas.width = size;
  canvas.height = size;
  context.fillStyle = spec.colour;
  context.fillRect(0, 0, size, size);
  context.strokeStyle = 'rgba(0, 0, 0, 0.55)';
  context.fillStyle = 'rgba(0, 0, 0, 0.55)';
  context.lineWidth = 1.5;
  context.beginPath();
  switch (spec.kind) {
    case 'diagonal':
      context.moveTo(0, size);
      context.lineTo(size, 0);
      break;
    case 'horizontal':
      context.moveTo(0, size / 2);
      context.lineTo(size, size / 2);
      break;
    case 'vertical':
      context.moveTo(size / 2, 0);
      context.lineTo(size / 2, size);
      break;
    case 'cross':
      context.moveTo(0, 0);
      context.lineTo(size, size);
      context.moveTo(size, 0);
      context.lineTo(0, size);
      break;
    case 'grid':
      context.moveTo(0, size / 2);
      context.lineTo(size, size / 2);
      context.moveTo(size / 2, 0);
      context.lineTo(size / 2, size);
      break;
    case 'dots':
      context.arc(size / 2, size / 2, 1.8, 0, Math.PI * 2);
      context.fill();
      break;
    case 'solid':
      break;
  }
  context.stroke();
  const pattern = context.createPattern(canvas, 'repeat') ?? spec.colour;
  cache.set(index, pattern);
  return pattern;
}
