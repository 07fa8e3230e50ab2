import { describe, expect, it } from 'vitest';
import { gif, jpeg, png, webp } from '../../../test/support/images.ts';
import { formatOfName, rasterSize, sniffRaster } from './image-format.ts';

describe('image formats', () => {
  it('recognises each raster format by its first bytes, and nothing else', () => {
    expect(sniffRaster(png(1, 1))).toBe('png');
    expect(sniffRaster(jpeg(1, 1))).toBe('jpeg');
    expect(sniffRaster(gif(1, 1))).toBe('gif');
    expect(sniffRaster(webp(1, 1))).toBe('webp');
    expect(sniffRaster(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffRaster(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffRaster(new Uint8Array())).toBeNull();
  });

  it('maps extensions, case-insensitively, and refuses others', () => {
    expect(formatOfName('a.PNG')).toBe('png');
    expect(formatOfName('photo.jpg')).toBe('jpeg');
    expect(formatOfName('photo.jpeg')).toBe('jpeg');
    expect(formatOfName('x.webp')).toBe('webp');
    expect(formatOfName('logo.svg')).toBe('svg');
    expect(formatOfName('evil.html')).toBeNull();
    expect(formatOfName('evil.png.exe')).toBeNull();
    expect(formatOfName('noextension')).toBeNull();
  });

  it('reads width and height from the headers', () => {
    expect(rasterSize('png', png(3, 2))).toEqual({ width: 3, height: 2 });
    expect(rasterSize('gif', gif(640, 480))).toEqual({ width: 640, height: 480 });
    expect(rasterSize('jpeg', jpeg(1024, 768))).toEqual({ width: 1024, height: 768 });
    expect(rasterSize('jpeg', jpeg(17, 9, true))).toEqual({ width: 17, height: 9 });
    expect(rasterSize('webp', webp(300, 200))).toEqual({ width: 300, height: 200 });
    expect(rasterSize('webp', webp(16384, 1))).toEqual({ width: 16384, height: 1 });
    expect(rasterSize('webp', webp(320, 240, 'VP8 '))).toEqual({ width: 320, height: 240 });
    expect(rasterSize('webp', webp(5000, 70000, 'VP8X'))).toEqual({ width: 5000, height: 70000 });
  });

  it('gives null for headers that are cut short or say zero', () => {
    expect(rasterSize('png', png(3, 2).subarray(0, 20))).toBeNull();
    expect(rasterSize('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(rasterSize('jpeg', jpeg(5, 5).subarray(0, 30))).toBeNull();
    expect(rasterSize('gif', gif(0, 10))).toBeNull();
    expect(rasterSize('webp', webp(5, 5).subarray(0, 22))).toBeNull();
  });
});
