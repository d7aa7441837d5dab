import type { InputHTMLAttributes } from 'react';
import { toPersianDigits } from '../../lib/format';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  /** The button's words: «انتخاب عکس». */
  action: string;
  /** The names of the files chosen, shown in Persian beside the button. */
  chosen: string[];
  /** What it says while nothing is chosen. */
  empty: string;
}

/** «tiny.png» / «۳ فایل: a.png، b.png، c.png» */
const chosenText = (names: string[]) =>
  names.length === 1 ? names[0]! : `${toPersianDigits(names.length)} فایل: ${names.join('، ')}`;

/**
 * A file input in the shop's look and words. The real `<input type="file">` lies over the drawn button,
 * transparent: a click, a tap, the keyboard and a dropped file all reach it, it keeps its label, and
 * screen readers hear the chosen files' names from the line beside it.
 */
export function FilePicker({ id, action, chosen, empty, ...input }: Props) {
  return (
    <div className="file-picker">
      <input id={id} type="file" aria-describedby={`${id}-chosen`} {...input} />
      <span className="file-picker-button" aria-hidden="true">
        {action}
      </span>
      <span id={`${id}-chosen`} className="file-picker-chosen">
        {chosen.length ? <bdi>{chosenText(chosen)}</bdi> : empty}
      </span>
    </div>
  );
}
