import { SubtleButton } from '@utrecht/button-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface SlideOverProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** 'side' slides in from the right; 'center' is a small confirmation box. */
  placement?: 'side' | 'center';
}

/**
 * A modal <dialog>: the browser traps focus, closes on Escape and hides the page behind it
 * from assistive technology, so we add no focus-trap code of our own.
 */
export function SlideOver({ open, title, closeLabel, onClose, children, placement = 'side' }: SlideOverProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`bw-dialog bw-dialog--${placement}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="bw-dialog__content">
        <div className="bw-dialog__header">
          <h2 id={titleId} className="bw-dialog__title">
            {title}
          </h2>
          <SubtleButton type="button" onClick={onClose}>
            {closeLabel}
          </SubtleButton>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
