import { useId, useState, type FormEvent } from 'react';
import { FeedbackPopup, Popup, type PopupFeedback } from '@talat/ui';
import './popup.css';

/**
 * Story hosts for `@talat/ui`'s Popup. Each starts open, as a designer wants to see it, and keeps
 * the opener a shopper would use, so closing (Escape, the overlay, the close button, the close
 * time) and reopening can be tried by hand. The Thai here is demo content, not the widget's.
 */

const VISIBILITY = [
  { value: '0', label: 'สาธารณะ' },
  { value: '1', label: 'แชร์ด้วยลิงก์' },
  { value: '2', label: 'ส่วนตัว' },
];

/** A create-wishlist form (§2.10) in the popup; saving swaps the answer in, as the wishlist will. */
export function PopupFormHost() {
  const [open, setOpen] = useState(true);
  const [feedback, setFeedback] = useState<PopupFeedback | null>(null);
  const [name, setName] = useState('');
  const headingId = useId();
  const reopen = () => {
    setFeedback(null);
    setOpen(true);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setFeedback(name.trim() ? { status: 'success', message: `สร้างรายการโปรด "${name.trim()}" แล้ว` } : { status: 'error', message: 'กรุณาตั้งชื่อรายการโปรด' });
  };
  return (
    <>
      <button type="button" className="story-popup-opener" onClick={reopen}>
        สร้างรายการโปรดใหม่
      </button>
      <Popup open={open} onDismiss={() => setOpen(false)} labelledBy={headingId} feedback={feedback}>
        <h2 id={headingId} className="story-popup-title">
          สร้างรายการโปรดใหม่
        </h2>
        <form className="story-popup-form" onSubmit={save}>
          <label>
            ชื่อรายการโปรด
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <fieldset>
            <legend>ใครเห็นรายการนี้ได้</legend>
            {VISIBILITY.map((option) => (
              <label key={option.value}>
                <input type="radio" name="wishlist_visibility" value={option.value} defaultChecked={option.value === '0'} /> {option.label}
              </label>
            ))}
          </fieldset>
          <button type="submit">สร้างรายการโปรด</button>
        </form>
      </Popup>
    </>
  );
}

export interface FeedbackPopupHostProps extends PopupFeedback {
  closeAfterMs: number | null;
}

/** An answer alone; it closes after the close time, and the opener shows it again. */
export function FeedbackPopupHost({ status, message, closeAfterMs }: FeedbackPopupHostProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="story-popup-opener" onClick={() => setOpen(true)}>
        แสดงอีกครั้ง
      </button>
      <FeedbackPopup open={open} onDismiss={() => setOpen(false)} status={status} message={message} closeAfterMs={closeAfterMs} />
    </>
  );
}
