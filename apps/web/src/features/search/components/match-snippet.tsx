import type { MatchSnippet as Snippet } from '@shop/contracts/plain';

/** Why a search found a product its title does not name: the words of its description around the match, the query's words marked. */
export function MatchSnippet({ snippet }: { snippet: Snippet }) {
  return (
    <p className="match-snippet">
      <strong>در توضیحات: </strong>
      {snippet.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
    </p>
  );
}
