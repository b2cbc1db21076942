import './activation-code.css';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
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

// The boxes by group (0–2, 3–6, 7–9): each group is kept together, with the hyphen after it, when the row wraps.
const groups = activationCodeGroups.map((size, group) => {
  const start = activationCodeGroups.slice(0, group).reduce((sum, before) => sum + before, 0);
  return Array.from({ length: size }, (_, offset) => start + offset);
});

/**
 * Ten one-character boxes with the two hyphens of the 12-character code between them; with large text on a narrow
 * screen the groups wrap onto lines of their own instead of squeezing the boxes below their character.
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
      {groups.map((indexes, group) => (
        <span key={group} className="bw-code__group">
          {indexes.map((index) => (
            <input
              key={index}
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
              value={value[index] ?? ''}
              onChange={(event) => handleInput(index, event.target.value)}
              onPaste={(event) => handlePaste(index, event)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onFocus={(event) => event.target.select()}
              onBlur={onBlur}
            />
          ))}
          {group < groups.length - 1 ? (
            <span className="bw-code__hyphen" aria-hidden="true">
              -
            </span>
          ) : null}
        </span>
      ))}
    </div>
  );
}
