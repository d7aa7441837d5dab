/** An image name as an absolute address: the store's public base, under the shop's origin when it is a path. */
export function imageAddress(publicBase: string, origin: string) {
  return (file: string) => (publicBase.startsWith('/') ? origin : '') + publicBase + file;
}
