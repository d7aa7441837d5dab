import { describe, expect, it } from 'vitest';
import { galleryOrder, type GalleryItem } from './gallery-editor';

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('the gallery order the API reads', () => {
  it('names stored images as they are and new files as new:N in the order they are sent', () => {
    const [first, second] = [png('a.png'), png('b.png')];
    const items: GalleryItem[] = [
      { key: 'chosen-2', file: second },
      { key: 'stored-0', name: 'red.webp' },
      { key: 'chosen-1', file: first },
    ];
    expect(galleryOrder(items, [first, second])).toEqual(['new:1', 'red.webp', 'new:0']);
  });

  it('is the stored names alone when nothing new was chosen', () => {
    const items: GalleryItem[] = [
      { key: 'stored-1', name: 'green.webp' },
      { key: 'stored-0', name: 'red.webp' },
    ];
    expect(galleryOrder(items, [])).toEqual(['green.webp', 'red.webp']);
  });

  it('is empty for an empty gallery', () => {
    expect(galleryOrder([], [])).toEqual([]);
  });
});
