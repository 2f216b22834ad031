"use client";
/**
 * A button that opens the browser's file chooser. The real `<input type="file">` is hidden (a
 * styled button reads better than the browser's own control) and taken out of the tab order and
 * the accessibility tree: the button is what a keyboard or screen-reader user meets, so it carries
 * the label. The input is emptied after every pick so choosing the same file again still fires.
 */
import { useRef } from "react";
import { Button, type ButtonProps } from "./button";

export interface FilePickerButtonProps extends Omit<ButtonProps, "onClick" | "type" | "pending"> {
  /** The input's `accept`: extensions and MIME types, e.g. ".csv,text/csv". */
  accept: string;
  /** Lets the designer pick several files at once; `onFiles` then gets them all. */
  multiple?: boolean;
  /** Shows a spinner and disables the button (e.g. while the picked file uploads). */
  busy?: boolean;
  /** The picked files (never empty; a cancelled chooser calls nothing). */
  onFiles: (files: File[]) => void;
  /** The hidden input's test id (browser tests set files on it directly). */
  inputTestId?: string;
  /**
   * The hidden input's own label, for browser tests that find it by label (`getByLabel`) to set
   * files on it. Screen readers never meet it (the input is aria-hidden): the button's text or
   * `aria-label` is what they read.
   */
  inputLabel?: string;
}

export function FilePickerButton({ accept, multiple = false, busy = false, disabled, onFiles, inputTestId, inputLabel, children, ...button }: FilePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        aria-label={inputLabel}
        onChange={(e) => {
          // Copy before emptying: the File objects outlive the input's list.
          const files = Array.from(e.target.files ?? []);
          e.target.value = "";
          if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
        }}
      />
      <Button {...button} disabled={disabled} pending={busy} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
