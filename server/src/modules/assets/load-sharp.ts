/**
 * sharp (libvips), loaded the first time an image is read: a start that handles no image, like
 * most command-line runs and test servers, does not pay for the native library and its wrapper.
 */
import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

export async function loadSharp(): Promise<Sharp> {
  return (await import('sharp')).default;
}
