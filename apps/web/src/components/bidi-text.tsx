import { latinRuns } from '@shop/persian';

/**
 * A title as written, its Latin runs (brands, model codes) isolated in `<bdi>` so a run keeps its own
 * left-to-right order beside the Persian. Each Latin word is one unit: a code never breaks at its
 * hyphen («MDR-ZX110»), and a clamped title drops a word whole instead of cutting it from the wrong
 * end (an ellipsis in a right-to-left line takes a Latin word's first letters).
 */
export function BidiText({ text }: { text: string }) {
  return latinRuns(text).map((run, index) =>
    run.latin ? (
      <bdi key={index} dir="ltr">
        {run.text.split(/( +)/).map((word, at) =>
          word.trim() ? (
            <span key={at} className="latin-word">
              {word}
            </span>
          ) : (
            word
          ),
        )}
      </bdi>
    ) : (
      run.text
    ),
  );
}
