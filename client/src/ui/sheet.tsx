import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

import './sheet.css';

export type SheetProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** From the left edge (layers, panels) or the bottom (properties). */
  side: 'left' | 'bottom';
  title: string;
  closeLabel: string;
  testId?: string;
  children: ReactNode;
};

// A phone's stand-in for a column (issue 14): a Radix dialog that slides over the canvas and stays on screen.
export function Sheet({ open, onOpenChange, side, title, closeLabel, testId, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet__overlay" />
        <Dialog.Content className={`sheet sheet--${side}`} data-testid={testId} aria-describedby={undefined}>
          <div className="sheet__head">
            <Dialog.Title className="sheet__title">{title}</Dialog.Title>
            <Dialog.Close className="sheet__close" aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="sheet__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
