import './activation-code.css';
import { Fragment, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { activationCodeGroups, activationCodeLength, codeCharacters } from './activation-code.ts';
import { signUpTexts } from './account-texts.ts';

interface ActivationCodeInputProps {
  value: readonly string[];
  onChange: (code: string[]) => void;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  onBlur?: () => void;
}

// Box indexes after which a hyphen is shown: 2 and 6, i.e. code positions 4 and 9.
const hyphenAfter = new Set([activationCodeGroups[0] - 1, activationCodeGroups[0] + activationCodeGroups[1] - 1]);

/**
 * Ten one-character boxes with the two hyphens of the 12-character code between them.
 * Typing moves focus forward, Backspace on an empty box moves back, and pasting (or a
 * password manager filling) a whole code fills every box.
 */
export function ActivationCodeInput({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
  onBlur,
}: ActivationCodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(activationCodeLength - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes characters from `start` on and moves focus to the box after the last one written. */
  const fill = (start: number, chars: string[]) => {
    const next = [...value];
    const written = chars.slice(0, activationCodeLength - start);
    written.forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(next);
    focusBox(start + written.length);
  };

  const handleInput = (index: number, text: string) => {
    let chars = codeCharacters(text);
    const current = value[index] ?? '';
    // The box still held its old character: keep only what was typed after it.
    if (current && chars.length > 1 && chars[0] === current) chars = chars.slice(1);
    if (chars.length === 0) {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    fill(index, chars);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const chars = codeCharacters(event.clipboardData.getData('text'));
    if (chars.length === 0) return;
    // A whole code always starts in the first box, wherever the cursor was.
    fill(chars.length >= activationCodeLength ? 0 : index, chars);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < activationCodeLength - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div className="bw-code" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      {value.map((char, index) => (
        <Fragment key={index}>
          <input
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={`utrecht-textbox utrecht-textbox--html-input bw-code__box${invalid ? ' utrecht-textbox--invalid' : ''}`}
            type="text"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            spellCheck={false}
            aria-label={signUpTexts.codeBox(index + 1, activationCodeLength)}
            aria-invalid={invalid || undefined}
            value={char}
            onChange={(event) => handleInput(index, event.target.value)}
            onPaste={(event) => handlePaste(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
          />
          {hyphenAfter.has(index) ? (
            <span className="bw-code__hyphen" aria-hidden="true">
              -
            </span>
          ) : null}
        </Fragment>
      ))}
    </div>
  );
}
