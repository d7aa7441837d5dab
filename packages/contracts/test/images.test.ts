import { imageSrcSet, imageVariants } from '../src';

describe('image variants', () => {
  it('when an image was stored 1024 wide, then 320, 640 and 1024 exist', () => {
    expect(imageVariants('0123456789abcdef0123456789abcdef-1024.webp')).toEqual([
      { width: 320, file: '0123456789abcdef0123456789abcdef-320.webp' },
      { width: 640, file: '0123456789abcdef0123456789abcdef-640.webp' },
      { width: 1024, file: '0123456789abcdef0123456789abcdef-1024.webp' },
    ]);
  });

  it('when an image is narrower than every width, then only its own width exists', () => {
    expect(imageVariants('0123456789abcdef-200.webp')).toEqual([
      { width: 200, file: '0123456789abcdef-200.webp' },
    ]);
  });

  it('when a name is not a stored image, then it has no variants', () => {
    expect(imageVariants('../../etc/passwd')).toEqual([]);
    expect(imageVariants('')).toEqual([]);
  });

  it('builds a srcset under a base URL', () => {
    expect(imageSrcSet('0123456789abcdef-640.webp', '/uploads/')).toBe(
      '/uploads/0123456789abcdef-320.webp 320w, /uploads/0123456789abcdef-640.webp 640w',
    );
  });
});
