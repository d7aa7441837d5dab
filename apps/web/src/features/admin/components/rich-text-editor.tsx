import ReactQuill from 'react-quill-new';
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

interface Props {
  id: string;
  value: string;
  /** `byUser` is false when the editor only rewrote the HTML it was given (its own markup for it). */
  onChange: (html: string, byUser: boolean) => void;
  labelledBy: string;
}

/** The rich-text editor (react-quill-new), in its own chunk: only the create and edit screens load it. */
export default function RichTextEditor({ id, value, onChange, labelledBy }: Props) {
  return (
    <div className="editor" id={id} aria-labelledby={labelledBy}>
      <ReactQuill
        theme="snow"
        value={value}
        onChange={(html, _delta, source) => onChange(html, source === 'user')}
        modules={{ toolbar: TOOLBAR }}
      />
    </div>
  );
}
