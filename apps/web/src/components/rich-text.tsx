import type { SafeHtml } from '@shop/contracts/plain';

/** Description HTML: only the API's sanitized rich text is typed to come in here, never plain text. */
export function RichText({ html }: { html: SafeHtml }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
