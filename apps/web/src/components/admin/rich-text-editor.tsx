import { useEffect, useRef } from 'react';
import ReactQuill, { type Quill } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';

/** Exactly the spec's toolbar. */
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  [{ direction: 'rtl' }],
  ['link'],
  ['clean'],
];

/** Persian names of the toolbar's buttons (Quill names them in English: `bold`, `list: ordered`). */
const BUTTON_NAMES: Record<string, string> = {
  bold: 'پررنگ',
  italic: 'کج',
  underline: 'زیرخط',
  strike: 'خط‌خورده',
  'list: ordered': 'فهرست شماره‌دار',
  'list: bullet': 'فهرست نقطه‌ای',
  'direction: rtl': 'جهت متن',
  link: 'پیوند',
  clean: 'پاک کردن قالب',
};
/** The pickers' names (the heading picker also shows its value, in Persian by admin.css). */
const PICKER_NAMES: Record<string, string> = {
  'ql-header': 'نوع متن',
  'ql-color': 'رنگ متن',
  'ql-background': 'رنگ زمینه',
  'ql-align': 'چینش',
};

/**
 * Names the toolbar in Persian for screen readers and pointers, and makes the link box right for
 * addresses: typed left to right, a neutral example, and its «ذخیره»/«حذف پیوند» reachable by keyboard.
 */
function localize(quill: Quill) {
  const toolbar = quill.getModule('toolbar') as { container: HTMLElement };
  for (const button of toolbar.container.querySelectorAll('button[aria-label]')) {
    const name = BUTTON_NAMES[button.getAttribute('aria-label')!];
    if (!name) continue;
    button.setAttribute('aria-label', name);
    button.setAttribute('title', name);
  }
  for (const [picker, name] of Object.entries(PICKER_NAMES)) {
    const label = toolbar.container.querySelector(`.${picker} .ql-picker-label`);
    label?.setAttribute('aria-label', name);
    label?.setAttribute('title', name);
  }
  const tooltip = quill.container.querySelector('.ql-tooltip')!;
  const address = tooltip.querySelector('input[type="text"]')!;
  address.setAttribute('data-link', 'https://example.com');
  address.setAttribute('dir', 'ltr');
  address.setAttribute('aria-label', 'نشانی پیوند');
  const save = tooltip.querySelector('a.ql-action')!;
  const remove = tooltip.querySelector('a.ql-remove')!;
  remove.setAttribute('aria-label', 'حذف پیوند');
  // «ویرایش» while it shows a link, «ذخیره» while one is typed (its words come from admin.css).
  const nameSave = () =>
    save.setAttribute('aria-label', tooltip.classList.contains('ql-editing') ? 'ذخیره' : 'ویرایش');
  nameSave();
  new MutationObserver(nameSave).observe(tooltip, { attributeFilter: ['class'] });
  for (const action of [save, remove] as HTMLElement[]) {
    action.setAttribute('role', 'button');
    action.tabIndex = 0;
    action.onkeydown = (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      action.click();
    };
  }
}

interface Props {
  id: string;
  value: string;
  /** `byUser` is false when the editor only rewrote the HTML it was given (its own markup for it). */
  onChange: (html: string, byUser: boolean) => void;
  labelledBy: string;
}

/** The rich-text editor (react-quill-new), in its own chunk: only the create and edit screens load it. */
export default function RichTextEditor({ id, value, onChange, labelledBy }: Props) {
  const editor = useRef<ReactQuill>(null);
  useEffect(() => {
    const quill = editor.current?.getEditor();
    if (quill) localize(quill);
  }, []);
  return (
    <div className="editor" id={id} aria-labelledby={labelledBy}>
      <ReactQuill
        ref={editor}
        theme="snow"
        value={value}
        onChange={(html, _delta, source) => onChange(html, source === 'user')}
        modules={{ toolbar: TOOLBAR }}
        // The link box stays inside the editor, on screen even on a phone.
        bounds={`#${CSS.escape(id)}`}
      />
    </div>
  );
}
