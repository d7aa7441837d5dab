import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { toPersianDigits } from '../../../../lib/format';

/** One image of the gallery as the form holds it: a stored image by name, or a chosen file. */
export type GalleryItem = { key: string } & ({ name: string; file?: never } | { file: File; name?: never });

/** The `galleryOrder` the API reads: stored names as they are, chosen files as `new:N` in `files` order. */
export function galleryOrder(items: GalleryItem[], files: File[]): string[] {
  return items.map((item) => (item.file ? `new:${files.indexOf(item.file)}` : item.name));
}

function FileImage({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt={`پیش‌نمایش ${file.name}`} width={96} height={96} />;
}

type Direction = 'earlier' | 'later';

/**
 * The gallery's images in order. Dragging one onto another puts it there; the buttons do the same
 * one step at a time for keyboards, screen readers and touch screens, where dragging does not work.
 */
export function GalleryEditor({
  items,
  onChange,
}: {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A moved item's button keeps the focus, though React moves its element in the page: the button
  // clicked asks for it, and it is given once the move is drawn.
  const focusAfterMove = useRef<{ key: string; direction: Direction } | null>(null);

  useEffect(() => {
    const focus = focusAfterMove.current;
    if (!focus) return;
    focusAfterMove.current = null;
    const item = list.current?.querySelector(`[data-key="${focus.key}"]`);
    const buttons = item?.querySelectorAll<HTMLButtonElement>('button[data-direction]:not(:disabled)');
    const same = [...(buttons ?? [])].find((button) => button.dataset.direction === focus.direction);
    (same ?? buttons?.[0])?.focus();
  });

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    const moved = [...items];
    const [item] = moved.splice(from, 1);
    moved.splice(to, 0, item!);
    onChange(moved);
    setAnnouncement(`تصویر به جایگاه ${toPersianDigits(to + 1)} رفت`);
  };
  const moveBy = (index: number, direction: Direction) => {
    move(index, direction === 'earlier' ? index - 1 : index + 1);
    focusAfterMove.current = { key: items[index]!.key, direction };
  };
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    setAnnouncement(`تصویر ${toPersianDigits(index + 1)} حذف شد`);
  };

  const onDragStart = (index: number) => (event: DragEvent) => {
    setDragged(index);
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only when it carries data.
    event.dataTransfer.setData('text/plain', String(index));
  };
  const onDragOver = (event: DragEvent) => {
    if (dragged === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    if (dragged === null) return;
    event.preventDefault();
    move(dragged, index);
    setDragged(null);
  };

  if (items.length === 0) return null;
  return (
    <>
      <p className="hint">
        برای تغییر ترتیب، تصویرها را بکشید و رها کنید یا از دکمه‌های جابه‌جایی استفاده کنید.
      </p>
      <ol ref={list} className="previews gallery-order" aria-label="ترتیب تصاویر گالری">
        {items.map((item, index) => {
          const position = toPersianDigits(index + 1);
          return (
            <li
              key={item.key}
              data-key={item.key}
              draggable
              className={dragged === index ? 'dragging' : undefined}
              onDragStart={onDragStart(index)}
              onDragOver={onDragOver}
              onDrop={onDrop(index)}
              onDragEnd={() => setDragged(null)}
            >
              {item.file ? (
                <FileImage file={item.file} />
              ) : (
                <ResponsiveImage
                  file={item.name}
                  alt={`تصویر ${position} گالری`}
                  sizes="96px"
                  width={96}
                  height={96}
                />
              )}
              <div className="gallery-order-buttons">
                <button
                  type="button"
                  className="icon-button"
                  data-direction="earlier"
                  aria-label={`انتقال تصویر ${position} به قبل`}
                  disabled={index === 0}
                  onClick={() => moveBy(index, 'earlier')}
                >
                  →
                </button>
                <button
                  type="button"
                  className="icon-button"
                  data-direction="later"
                  aria-label={`انتقال تصویر ${position} به بعد`}
                  disabled={index === items.length - 1}
                  onClick={() => moveBy(index, 'later')}
                >
                  ←
                </button>
              </div>
              <button type="button" className="text-button danger" onClick={() => remove(index)}>
                حذف تصویر {position}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
