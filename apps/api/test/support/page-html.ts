/** Reading a page the server drew: its head, an attribute in it, its JSON-LD and its embedded answers. */

export const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

export const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

export const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

export const embedded = (html: string) =>
  JSON.parse(/<script id="shop-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    key: unknown[];
    data: unknown;
  }[];
