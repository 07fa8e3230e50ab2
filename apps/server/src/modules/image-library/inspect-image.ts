import { IMAGE_FORMATS, IMAGE_NAME_MAX, type ImageFormat } from '@cairn/contract';
import { AppError } from '../../http/app-error.ts';
import { formatOfName, rasterSize, sniffRaster } from './image-format.ts';
import { sanitizeSvg } from './svg-sanitize.ts';

export interface InspectedImage {
  format: ImageFormat;
  mime: string;
  /** What is stored: the upload itself, or for SVG the cleaned document. */
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
}

/** The name to show: no path, no control characters, at most IMAGE_NAME_MAX characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= IMAGE_NAME_MAX) return clean;
  const ext = /\.[A-Za-z0-9]{1,5}$/.exec(clean)?.[0] ?? '';
  return clean.slice(0, IMAGE_NAME_MAX - ext.length) + ext;
}

/**
 * Accepts png, jpeg, gif, webp and svg when the name's extension AND the content agree (a .png
 * that is really HTML is A0106); reads raster dimensions from the header; cleans SVG
 * (svg-sanitize.ts). Empty is A0108.
 */
export function inspectImage(fileName: string, bytes: Uint8Array): InspectedImage {
  if (bytes.length === 0) throw new AppError('A0108', fileName);
  const claimed = formatOfName(fileName);
  if (!claimed) throw new AppError('A0106', 'accepted are .png, .jpg, .jpeg, .gif, .webp and .svg');
  const actual = sniffRaster(bytes);
  if (claimed === 'svg') {
    if (actual) throw new AppError('A0106', `${fileName} is a ${actual.toUpperCase()} image, not SVG`);
    const svg = sanitizeSvg(bytes);
    if (!svg.ok) throw new AppError('A0106', `${fileName}: ${svg.reason}`);
    return {
      format: 'svg',
      mime: IMAGE_FORMATS.svg.mime,
      bytes: new TextEncoder().encode(svg.svg),
      width: svg.width,
      height: svg.height,
    };
  }
  if (actual !== claimed) {
    throw new AppError('A0106', `the content of ${fileName} is not ${claimed.toUpperCase()}`);
  }
  const size = rasterSize(actual, bytes);
  if (!size) throw new AppError('A0106', `${fileName} is not a readable ${actual.toUpperCase()} image`);
  return { format: actual, mime: IMAGE_FORMATS[actual].mime, bytes, ...size };
}
