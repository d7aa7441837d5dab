/** Description HTML: the API sanitizes every rich-text field to the editor's tags before storing it. */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
